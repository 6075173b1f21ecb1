import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter, type AppRouter } from '../router';
import { ServiceNoticeBanner } from './service/ServiceNotice';

/**
 * The router. The session is a store of its own (web/app/session), restored before this renders. TanStack Query's
 * provider wraps the member area only (web/MemberArea.tsx, the shell in web/app/layout/AppLayout.tsx), which keeps it
 * out of /login's JavaScript.
 */
export function App({ router: given }: { router?: AppRouter }) {
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <>
      <ServiceNoticeBanner />
      <RouterProvider router={router} />
    </>
  );
}
