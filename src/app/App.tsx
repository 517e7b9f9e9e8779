import { lazy, Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import { Button } from '@blueprintjs/core';
import { Notice } from '../engine/ui/Notice';
import { createHashRouter, Outlet, RouterProvider, useMatches, type RouteObject } from 'react-router-dom';
import { useGetClientConfigurationQuery, useGetClientQuery, useGetCurrentUserQuery } from '../api/portalApi';
import type { PortalError } from '../api/baseQuery';
import { PortalContext, usePortal, type PortalEnvironment } from '../engine/PortalContext';
import { screens } from '../engine/registries/screens';
import { registerComponent } from '../engine/registries/components';
import { ScreenView } from '../engine/ScreenView';
import { Loader } from '../engine/ui/Loader';
import { useNumberedHistory } from '../engine/historyIndex';
import { FORCED_NAVIGATION, setApiNavigate } from '../api/apiNavigation';
import { saveUnsavedDrafts, useHasUnsavedForms } from '../engine/unsavedForms';
import { useHashLinksThroughRouter } from './hashLinks';
import './unblockableLeave';
import { useClientReadFollowsNavigation } from './clientRefresh';
import { Header } from './Header';
import { Footer } from './Footer';
import { Toasts } from './Toasts';
import { currentContratNumero, subscribeContrat } from '../engine/contratStore';
import { httpMessages, shellTexts } from '../i18n/messages';

// Shared pieces: the banner is tiny; the contracts gate loads only for a logged-in user.
import { mobilePlatform } from './mobileBannerRules';

// The install banner only concerns phones: desktop visitors never download it.
const MobileBanner = lazy(() => import('./MobileBanner').then((m) => ({ default: m.MobileBanner })));
const ContratsGate = lazy(() => import('./modals/ContratsGate'));
// Loads when a visitor is about to lose what they typed: the landing page has no form.
const LeavingUnsavedForms = lazy(() => import('./LeavingUnsavedForms'));

// The acte catalogue and preview (#/dev/actes, src/dev/): developer screens, loaded on their route only.
registerComponent('acteCatalogue', lazy(() => import('../dev/DevActes').then((m) => ({ default: m.DevActes }))));

/** The shell: loads who the client and the visitor are, then routes to screen files. */
export function App() {
  // Read again when the tab comes back: a feature switched off meanwhile is hidden.
  const client = useGetClientQuery(undefined, { refetchOnFocus: true });
  const config = useGetClientConfigurationQuery();
  const user = useGetCurrentUserQuery();

  // A data router (not <HashRouter>): the unsaved-form prompt needs `useBlocker`.
  const [router] = useState(createScreenRouter);
  const contrat = useSyncExternalStore(subscribeContrat, currentContratNumero);
  const env = useMemo<PortalEnvironment | null>(() => {
    if (!client.data || !config.data || user.isLoading) return null;
    return {
      client: client.data,
      config: config.data,
      user: user.data ?? null,
      userPending: user.isFetching,
      contrat,
      production: import.meta.env.PROD,
    };
  }, [client.data, config.data, user.data, user.isLoading, user.isFetching, contrat]);

  if (client.error || config.error) {
    const error = (client.error ?? config.error) as PortalError;
    return (
      <main className="ea-main ea-main--alone" id="contenu">
        <Notice intent="danger" title={error.message || httpMessages[0]}>
          <Button text="Réessayer" onClick={() => { client.refetch(); config.refetch(); }} />
        </Notice>
      </main>
    );
  }
  if (!env) return <main className="ea-main ea-main--alone"><Loader /></main>;

  return (
    <PortalContext.Provider value={env}>
      <a className="ea-skip" href="#contenu" onClick={(event) => { event.preventDefault(); document.getElementById('contenu')?.focus(); }}>
        {shellTexts.skipToContent}
      </a>
      {env.config.mobileApp?.enabled && mobilePlatform(navigator.userAgent) && (
        <Suspense fallback={null}>
          <MobileBanner />
        </Suspense>
      )}
      <RouterProvider router={router} />
    </PortalContext.Provider>
  );
}

/** One route per screen file, all inside the shell's layout (the server's preview renders the same, src/ssr). */
export function screenRouteObjects(): RouteObject[] {
  return [
    {
      element: <Shell />,
      children: screens.map((screen) => ({
        path: screen.pattern,
        element: <ScreenView key={screen.file} screen={screen} />,
        handle: { layout: screen.layout } satisfies ScreenHandle,
      })),
    },
  ];
}

/** One hash route per screen file. */
function createScreenRouter() {
  const router = createHashRouter(screenRouteObjects());
  setApiNavigate((path) => {
    // Sent to the login screen (session gone): typed data is kept for the way back, whatever call met the 401.
    if (path.startsWith('/login')) saveUnsavedDrafts();
    void router.navigate(path, { state: FORCED_NAVIGATION });
  });
  return router;
}

/** What a route tells the shell about its screen file. */
interface ScreenHandle {
  layout?: 'wide';
}

/** What every route shows around its screen. */
function Shell() {
  const { user } = usePortal();
  useHashLinksThroughRouter();
  useClientReadFollowsNavigation();
  const unsaved = useHasUnsavedForms();
  const wide = useMatches().some((match) => (match.handle as ScreenHandle | undefined)?.layout === 'wide');
  return (
    <>
      <NumberedHistory />
      {unsaved && (
        <Suspense fallback={null}>
          <LeavingUnsavedForms />
        </Suspense>
      )}
      {/* Before the screen: its effects (the contracts handed to the screen's read) run before the screen's blocks ask. */}
      {user && <Suspense fallback={null}><ContratsGate /></Suspense>}
      <Header />
      <main className={wide ? 'ea-main ea-main--wide' : 'ea-main'} id="contenu" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Toasts />
    </>
  );
}

function NumberedHistory() {
  useNumberedHistory();
  return null;
}
