import { useEffect, useId, useState, type ReactElement, type ReactNode } from 'react';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Popover from 'react-bootstrap/Popover';
import Tooltip from 'react-bootstrap/Tooltip';
import { POPOVER_DISPOSE_TIMEOUT_MS, TOOLTIP_POPPER_CONFIG, TOOLTIP_SHOW_DELAY_MS } from '../lib/tooltips';

type Placement = 'top' | 'bottom' | 'left' | 'right';

interface HintProps {
  /** The word of explanation. */
  text: ReactNode;
  /** A popover with a title for longer explanations; a tooltip otherwise. */
  title?: string;
  placement?: Placement;
  /** The element explained: a button or link, or (with `focusable`) a badge or figure made reachable by keyboard. */
  children: ReactElement;
  /** Wraps a non-interactive child in a focusable span so keyboard users reach the explanation too. */
  focusable?: boolean;
}

/**
 * A tooltip (or popover) on Bootstrap's own, with docs/product.md "Constants and limits"'s timings: shown on hover and keyboard focus after
 * 200 ms, 5 px away, hidden on Escape; a popover stays 150 ms after the pointer leaves. Its text is also the
 * element's accessible description, so screen readers announce it without waiting for the delay.
 */
export function Hint({ text, title, placement = 'top', children, focusable = false }: HintProps) {
  const id = useId();
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!show) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setShow(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  const overlay = title ? (
    <Popover id={id}>
      <Popover.Header as="h3">{title}</Popover.Header>
      <Popover.Body>{text}</Popover.Body>
    </Popover>
  ) : (
    <Tooltip id={id}>{text}</Tooltip>
  );
  const trigger = focusable ? (
    <span tabIndex={0} className="hint-target" aria-describedby={`${id}-text`}>
      {children}
    </span>
  ) : (
    children
  );
  return (
    <>
      <OverlayTrigger
        placement={placement}
        trigger={['hover', 'focus']}
        show={show}
        onToggle={setShow}
        delay={{ show: TOOLTIP_SHOW_DELAY_MS, hide: title ? POPOVER_DISPOSE_TIMEOUT_MS : 0 }}
        popperConfig={TOOLTIP_POPPER_CONFIG}
        overlay={overlay}
      >
        {trigger}
      </OverlayTrigger>
      {focusable ? (
        <span id={`${id}-text`} className="visually-hidden">
          {title ? `${title}: ` : null}
          {text}
        </span>
      ) : null}
    </>
  );
}
