import { lazy, Suspense, useMemo } from 'react';
import { Button } from '@blueprintjs/core';
import { Notice } from '../engine/ui/Notice';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { useGetClientConfigurationQuery, useGetClientQuery, useGetCurrentUserQuery } from '../api/portalApi';
import type { PortalError } from '../api/baseQuery';
import { PortalContext, type PortalEnvironment } from '../engine/PortalContext';
import { screens } from '../engine/registries/screens';
import { ScreenEntryView } from '../engine/ScreenView';
import { Loader } from '../engine/ui/Loader';
import { useNumberedHistory } from './historyIndex';
import { Header } from './Header';
import { Footer } from './Footer';
import { Toasts } from './Toasts';
import { storageKeys } from './storageKeys';
import { httpMessages, shellTexts } from '../i18n/messages';

// Shared pieces of issue 6: the banner is tiny; the contracts gate loads only for a logged-in user.
import { mobilePlatform } from './mobileBannerRules';

// The install banner only concerns phones: desktop visitors never download it.
const MobileBanner = lazy(() => import('./MobileBanner').then((m) => ({ default: m.MobileBanner })));
const ContratsGate = lazy(() => import('./modals/ContratsGate'));

/** The shell: loads who the client and the visitor are, then routes to screen files. */
export function App() {
  const client = useGetClientQuery();
  const config = useGetClientConfigurationQuery();
  const user = useGetCurrentUserQuery();

  const env = useMemo<PortalEnvironment | null>(() => {
    if (!client.data || !config.data || user.isLoading) return null;
    return {
      client: client.data,
      config: config.data,
      user: user.data ?? null,
      contrat: localStorage.getItem(storageKeys.currentContrat),
      production: import.meta.env.PROD,
    };
  }, [client.data, config.data, user.data, user.isLoading]);

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
      <HashRouter>
        <NumberedHistory />
        <Header />
        <main className="ea-main" id="contenu" tabIndex={-1}>
          <Routes>
            {screens.map((screen) => (
              <Route key={screen.file} path={screen.pattern} element={<ScreenEntryView key={screen.file} entry={screen} />} />
            ))}
          </Routes>
        </main>
        <Footer />
        <Toasts />
        {env.user && <Suspense fallback={null}><ContratsGate /></Suspense>}
      </HashRouter>
    </PortalContext.Provider>
  );
}

function NumberedHistory() {
  useNumberedHistory();
  return null;
}
