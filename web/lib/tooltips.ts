/** docs/product.md "Constants and limits": tooltips show after 200 ms, popovers dispose after 150 ms, at distance 5. Every tooltip and popover reads these. */
export const TOOLTIP_SHOW_DELAY_MS = 200;
export const POPOVER_DISPOSE_TIMEOUT_MS = 150;
export const TOOLTIP_DISTANCE_PX = 5;

/** Popper's offset modifier: the tip sits TOOLTIP_DISTANCE_PX away from what it explains. */
export const TOOLTIP_POPPER_CONFIG = { modifiers: [{ name: 'offset', options: { offset: [0, TOOLTIP_DISTANCE_PX] } }] };
