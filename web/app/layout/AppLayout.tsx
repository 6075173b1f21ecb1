import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Outlet, useLocation } from 'react-router';
import { BrandMark } from '../../components/BrandMark';
import ImpersonationBanner from '../../features/admin/ImpersonationBanner';
import { SurveyPrompt } from '../../features/surveys/SurveyPrompt';
import { useSurveyFlags } from '../../features/surveys/useSurveyFlags';
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
import { isAdmin } from '../session/profile';
import { useGuidedTours } from '../../features/tours/useGuidedTours';
import { userGroup } from '../../../contracts/users';

/** The member area, where server data is cached with TanStack Query. */
export default function AppLayout() {
  const queryClient = useContext(AppQueryClientContext);
  return (
    <QueryClientProvider client={queryClient}>
      <MemberShell />
    </QueryClientProvider>
  );
}

/** Top bar, side navigation by user group (an offcanvas menu at ≤ 1000 px), the page. */
function MemberShell() {
  const { user, isImpersonating } = useSession();
  const { pathname } = useLocation();
  const firstScreenShown = useFirstScreenShown();
  // The survey lookup and the tours wait for the first screen (app/first-screen/firstScreenShown).
  const surveys = useSurveyFlags(user, isImpersonating, firstScreenShown);
  const isMobileView = useIsMobileView();
  const counts = useUnreadCounts();
  useRealtimeNotifications(useQueryClient(), user?.id);
  const [menuOpen, setMenuOpen] = useState(false);
  useSellerOnboarding();
  // SPEC.md §2: a tour shows once terms are accepted (this layout's guard) and nobody is acting as the user.
  const tours = useGuidedTours({ userId: user?.id, pathname, enabled: Boolean(user) && !isImpersonating && firstScreenShown });

  if (!user) return null;
  const sections = navSectionsFor(user);

  return (
    <div className="app-layout">
      <a href="#main-content" className="visually-hidden-focusable skip-link">
        Skip to content
      </a>
      <ImpersonationBanner />
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
            {!tours.element && (pathname === dashboardPathFor(user) || pathname === PATHS.allListings) ? (
              <SurveyPrompt keys={surveys.keys} flags={surveys.flags} onSubmitted={surveys.markSubmitted} />
            ) : null}
            <Outlet />
          </div>
        </main>
      </div>
      {tours.element}
    </div>
  );
}
