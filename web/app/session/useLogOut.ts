import { useState } from 'react';
import { useNavigate } from 'react-router';
import { logOut } from './logout';

/** The Log out button's handler: logs out, then goes to Log In; `leaving` disables the button meanwhile. */
export function useLogOut() {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    if (await logOut()) navigate('/login', { replace: true });
    else setLeaving(false);
  };
  return { leave, leaving };
}
