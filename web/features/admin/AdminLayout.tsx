import Dropdown from 'react-bootstrap/Dropdown';
import { Link, Outlet, useLocation } from 'react-router';
import { TabNav } from '../../components/TabNav';
import { OUTBOX_AREA, STAFF_AREAS } from '../../app/layout/navItems';
import { useOutboxInUse } from './outbox/useOutboxInUse';

/** The staff area's tabs (docs/product.md "Screens and routes"): Users, Verifications, Valuations, Listings, Chats. */
const TAB_COUNT = 5;

/**
 * The staff area: a tab row over the current screen. The five tabs first; the later screens (experts, client notices,
 * the closing template, the Outbox while in use) under "More", so the row fits beside the side navigation, which lists
 * them all too (web/app/layout/navItems.ts STAFF_AREAS, the one list both read).
 */
export default function AdminLayout() {
  const { pathname } = useLocation();
  const outbox = useOutboxInUse(true);
  const tabs = STAFF_AREAS.slice(0, TAB_COUNT).map((area) => ({ path: area.to, label: area.label, icon: area.icon }));
  const more = outbox ? [...STAFF_AREAS.slice(TAB_COUNT), OUTBOX_AREA] : STAFF_AREAS.slice(TAB_COUNT);
  const current = more.find((area) => pathname.startsWith(area.to));
  return (
    <div className="admin-area">
      <TabNav label="Staff area" tabs={tabs} wrap>
        <Dropdown as="li" className="nav-item" align="end">
          <Dropdown.Toggle
            as="button"
            type="button"
            id="admin-more-tabs"
            className={`nav-link text-nowrap${current ? ' active' : ''}`}
            aria-current={current ? 'page' : undefined}
          >
            {current ? current.label : 'More'}
          </Dropdown.Toggle>
          <Dropdown.Menu className="shadow-sm">
            {more.map((area) => (
              <Dropdown.Item key={area.to} as={Link} to={area.to} active={area === current}>
                <i className={`bi bi-${area.icon} me-2`} aria-hidden="true" />
                {area.label}
              </Dropdown.Item>
            ))}
          </Dropdown.Menu>
        </Dropdown>
      </TabNav>
      <Outlet />
    </div>
  );
}
