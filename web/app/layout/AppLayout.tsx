import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Outlet, useLocation } from 'react-router';
import { BrandMark } from '../../components/BrandMark';
import { dashboardPathFor } from '../guards/decideGuard';
import { PATHS } from '../paths';
import { useRealtimeNotifications } from '../realtime/useRealtimeNotifications';
import { useSellerOnboarding } from '../guards/useSellerOnboarding';
import { AppQueryClientContext } from '../queryClient';
import { useFirstScreenShown } from '../first-screen/firstScreenShown';
import { useSession } from '../session/useSession';
import { useIsMobileView } from '../useIsMobileView';
import { navSectionsFor } from './navItems';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';
import { useUnreadCounts } from './useUnreadCounts';
import { HelpMenu } from './HelpMenu';
import type { MemberShellSlots } from './memberShellSlots';
import { isAdmin } from '../session/profile';
import { userGroup } from '../../../contracts/users/users';

/** The member area, where server data is cached with TanStack Query; the features' pieces come in `slots`. */
export default function AppLayout({ slots }: { slots: MemberShellSlots }) {
  const queryClient = useContext(AppQueryClientContext);
  return (
    <QueryClientProvider client={queryClient}>
      <MemberShell slots={slots} />
    </QueryClientProvider>
  );
}

/** Top bar, side navigation by user group (an offcanvas menu at ≤ 1000 px), the page. */
function MemberShell({ slots: { Banner, useTours, LandingPrompt, useOutboxInUse } }: { slots: MemberShellSlots }) {
  const { user, isImpersonating } = useSession();
  const { pathname } = useLocation();
  // The survey lookup and the tours wait for the first screen (app/first-screen/firstScreenShown).
  const firstScreenShown = useFirstScreenShown();
  const isMobileView = useIsMobileView();
  const counts = useUnreadCounts();
  useRealtimeNotifications(useQueryClient(), user?.id);
  const [menuOpen, setMenuOpen] = useState(false);
  useSellerOnboarding();
  // docs/product.md "Screens and routes": a tour shows once terms are accepted (this layout's guard) and nobody is acting as the user.
  const tours = useTours({ userId: user?.id, pathname, enabled: Boolean(user) && !isImpersonating && firstScreenShown });
  const outbox = useOutboxInUse(isAdmin(user));

  if (!user) return null;
  const sections = navSectionsFor(user, { outbox });

  return (
    <div className="app-layout">
      <a href="#main-content" className="visually-hidden-focusable skip-link">
        Skip to content
      </a>
      <Banner />
      <TopBar
        user={user}
        help={<HelpMenu group={userGroup(user.user_type)} staff={isAdmin(user)} screenTour={tours.screenTour} onStartTour={tours.start} />}
        counts={counts}
        isMobileView={isMobileView}
        menuOpen={menuOpen}
        onOpenMenu={() => setMenuOpen(true)}
      />
      <div className="app-layout__body">
        {isMobileView ? (
          <Offcanvas
            show={menuOpen}
            onHide={() => setMenuOpen(false)}
            id="app-offcanvas-nav"
            aria-labelledby="app-offcanvas-title"
            className="app-offcanvas"
          >
            <Offcanvas.Header closeButton closeLabel="Close the menu">
              <Offcanvas.Title id="app-offcanvas-title">
                <BrandMark />
              </Offcanvas.Title>
            </Offcanvas.Header>
            <Offcanvas.Body>
              <SideNav sections={sections} counts={counts} onNavigate={() => setMenuOpen(false)} />
            </Offcanvas.Body>
          </Offcanvas>
        ) : (
          <aside className="app-layout__sidebar">
            <SideNav sections={sections} counts={counts} />
          </aside>
        )}
        <main id="main-content" className="app-layout__main" tabIndex={-1}>
          <div className="app-layout__content">
            {/* One thing at a time: the survey prompt waits while a tour walks the member through the screen. */}
            <LandingPrompt
              user={user}
              impersonating={isImpersonating}
              ready={firstScreenShown}
              show={!tours.element && (pathname === dashboardPathFor(user) || pathname === PATHS.allListings)}
            />
            <Outlet />
          </div>
        </main>
      </div>
      {tours.element}
    </div>
  );
}
