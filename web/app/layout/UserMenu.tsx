import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router';
import { verificationLabel } from '../../../contracts/users/users';
import { Avatar } from '../../components/Avatar';
import { useLogOut } from '../session/useLogOut';
import { displayName, isAdmin, type Profile } from '../session/profile';

/** The avatar menu in the top bar: who is logged in, Settings, Contact support (members only: staff are the support), Log out. */
export function UserMenu({ user }: { user: Profile }) {
  const { leave, leaving } = useLogOut();

  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="link" className="user-menu__toggle" id="user-menu" aria-label={`Account menu for ${displayName(user)}`}>
        <Avatar firstName={user.first_name} lastName={user.last_name} image={user.image} size="sm" />
        <span className="user-menu__name d-none d-md-inline">{user.first_name}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu className="user-menu__menu shadow-sm">
        <div className="user-menu__who px-3 py-2">
          <strong className="d-block">{displayName(user)}</strong>
          <span className="d-block small text-body-secondary text-truncate">{user.email}</span>
          <span className="d-block small text-body-secondary">
            {user.unique_id} · {verificationLabel(user.verification_level)}
          </span>
        </div>
        <Dropdown.Divider />
        <Dropdown.Item as={Link} to="/settings/account">
          <i className="bi bi-gear me-2" aria-hidden="true" />
          Settings
        </Dropdown.Item>
        {isAdmin(user) ? null : (
          <Dropdown.Item as={Link} to="/get-expert-help">
            <i className="bi bi-life-preserver me-2" aria-hidden="true" />
            Contact support
          </Dropdown.Item>
        )}
        <Dropdown.Item as="button" onClick={leave} disabled={leaving}>
          <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
          Log out
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
