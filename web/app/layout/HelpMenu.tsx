import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router';
import type { TourName } from '../../../contracts/tours/constants';
import type { UserGroup } from '../../../contracts/users/users';
import type { ShellTours } from './memberShellSlots';

interface HelpMenuProps {
  group: UserGroup;
  /** Staff are the support: no "Contact support", no expert call; both sides' guides (issue #20.7). */
  staff?: boolean;
  /** The screen's own tour, when it has one. */
  screenTour: ShellTours['screenTour'];
  onStartTour: (name: TourName) => void;
}

/** The "?" in the top bar: the tours again, the guides for the member's side, an expert call, support. */
export function HelpMenu({ group, staff = false, screenTour, onStartTour }: HelpMenuProps) {
  const resources = group === 'seller' ? '/seller-resources' : '/buyer-resources';
  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="link" id="help-menu" className="top-bar__icon help-menu__toggle" aria-label="Help">
        <i className="bi bi-question-circle" aria-hidden="true" />
      </Dropdown.Toggle>
      <Dropdown.Menu className="shadow-sm">
        <Dropdown.Header>Help</Dropdown.Header>
        {screenTour ? (
          <Dropdown.Item as="button" onClick={() => onStartTour(screenTour.name)}>
            <i className="bi bi-signpost-2 me-2" aria-hidden="true" />
            Take the tour of {screenTour.label}
          </Dropdown.Item>
        ) : null}
        <Dropdown.Item as="button" onClick={() => onStartTour('dashboard')}>
          <i className="bi bi-compass me-2" aria-hidden="true" />
          Take the tour of Lexchange
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as={Link} to="/verify-document">
          <i className="bi bi-patch-check me-2" aria-hidden="true" />
          Verify a signed document
        </Dropdown.Item>
        {staff ? (
          <>
            <Dropdown.Item as={Link} to="/seller-resources">
              <i className="bi bi-journal-text me-2" aria-hidden="true" />
              Seller resources
            </Dropdown.Item>
            <Dropdown.Item as={Link} to="/buyer-resources">
              <i className="bi bi-journal-text me-2" aria-hidden="true" />
              Buyer resources
            </Dropdown.Item>
          </>
        ) : (
          <>
            <Dropdown.Item as={Link} to={resources}>
              <i className="bi bi-journal-text me-2" aria-hidden="true" />
              {group === 'seller' ? 'Seller resources' : 'Buyer resources'}
            </Dropdown.Item>
            <Dropdown.Item as={Link} to="/book-a-call">
              <i className="bi bi-telephone me-2" aria-hidden="true" />
              Book a call with an expert
            </Dropdown.Item>
            <Dropdown.Item as={Link} to="/get-expert-help">
              <i className="bi bi-life-preserver me-2" aria-hidden="true" />
              Contact support
            </Dropdown.Item>
          </>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}
