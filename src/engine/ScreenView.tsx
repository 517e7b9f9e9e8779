import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useScreenFile, type RegisteredScreen } from './registries/screens';
import { FORCED_NAVIGATION } from '../api/apiNavigation';
import { evaluateGuards, isDeveloperScreen } from './guards';
import { usePortal } from './PortalContext';
import { BlockView } from './BlockView';
import { ScreenTitleContext } from './ScreenTitle';
import { ScreenDataContext, type CheckOutcome, type ScreenData } from './ScreenData';
import { queryObject } from '../language/screenValues';
import { resolveValues } from '../language/values';
import type { ScreenCheck } from '../language/screenTypes';
import { TitleBar } from './TitleBar';
import { useDocumentTitle } from './documentTitle';
import { Loader } from './ui/Loader';
import { Notice } from './ui/Notice';
import { Button } from '@blueprintjs/core';
import { httpMessages, shellTexts } from '../i18n/messages';
import { useGetDevStatusQuery } from '../api/portalApi';
import { useCallEndpointMutation } from '../api/portalApi';
import type { PortalError } from '../api/baseQuery';
import { useReadQuery } from '../api/readEndpoint';
import { applyTraductions } from '../language/traductions';

// Only screens about one thing the route names (a contract) load it.
const ScreenSubject = lazy(() => import('./ScreenSubject'));

/** One route: its access, its title, its check on load, its blocks. */
export function ScreenView({ screen }: { screen: RegisteredScreen }) {
  const env = usePortal();
  // The access decision is known at once (it may redirect); the rest of the file loads with the route.
  const { file: original, failed } = useScreenFile(screen);
  // The client's rewording of this screen's texts (/api/identity/traductions), once it has arrived.
  const traductions = useReadQuery({ resource: 'identity/traductions' });
  const file = useMemo(
    () => (original ? applyTraductions(original, (traductions.data as { screens?: Record<string, Record<string, string>> } | undefined)?.screens?.[screen.route]) : original),
    [original, traductions.data, screen.route],
  );
  const [title, setTitle] = useState(file?.title);
  useEffect(() => setTitle(file?.title), [file]);
  useDocumentTitle(title);

  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useParams();
  const query = useMemo(() => queryObject(search), [search]);
  // Developer screens ask the server, not the build: `npm start` serves a production build
  // that a product owner still uses to browse the widget gallery.
  const devOnly = isDeveloperScreen(screen.access);
  const devStatus = useGetDevStatusQuery(undefined, { skip: !devOnly });
  const production = devOnly ? !devStatus.data?.devTools : env.production;
  const decision = evaluateGuards(screen.access, { ...env, production, route: `${pathname}${search}`, query });
  const check = useScreenCheck(decision.allow ? file?.check : undefined, query, params);
  const data = useMemo<ScreenData>(() => ({ query, params, check }), [query, params, check]);

  useEffect(() => {
    if (!decision.allow && 'externalLogin' in decision) {
      window.location.assign(`/api/identity/login${decision.callbackUrl ? `?callbackUrl=${encodeURIComponent(decision.callbackUrl)}` : ''}`);
    }
  }, [decision]);
  useEffect(() => {
    if (check?.status === 'failed' && file?.check?.onFailure?.navigate) navigate(file.check.onFailure.navigate, { replace: true });
  }, [check, file, navigate]);

  if (devOnly && devStatus.isLoading) return <Loader />;
  if (!decision.allow) return 'redirect' in decision ? <Navigate to={decision.redirect} replace state={FORCED_NAVIGATION} /> : <Loader />;
  // The page's own chunk did not arrive: say so, and load the page again (which also picks up a new version).
  if (failed) {
    return (
      <Notice intent="danger" title={httpMessages[0]}>
        <Button text={shellTexts.retry} onClick={() => window.location.reload()} />
      </Notice>
    );
  }
  if (!file || check?.status === 'pending' || (check?.status === 'failed' && file.check?.onFailure?.navigate)) return <Loader />;

  const blocks = file.blocks.map((block, index) => <BlockView key={`${screen.route}-${index}`} block={block} />);
  return (
    <ScreenTitleContext.Provider value={setTitle}>
      <ScreenDataContext.Provider value={data}>
        <TitleBar title={title ?? ''} back={file.back} />
        <div className="ea-screen">
          {file.subject ? (
            <Suspense fallback={<Loader />}>
              <ScreenSubject subject={file.subject}>{blocks}</ScreenSubject>
            </Suspense>
          ) : (
            blocks
          )}
        </div>
      </ScreenDataContext.Provider>
    </ScreenTitleContext.Provider>
  );
}

const PENDING: CheckOutcome = { status: 'pending' };

/**
 * Runs the screen's check once per route values (a token sent by e-mail is often single use:
 * the call must not run twice, StrictMode included). null when the screen has none.
 */
function useScreenCheck(check: ScreenCheck | undefined, query: Record<string, string>, params: Record<string, string | undefined>) {
  const [call] = useCallEndpointMutation();
  const [outcome, setOutcome] = useState<{ key: string; value: CheckOutcome } | null>(null);
  const started = useRef<string | null>(null);
  const missing = check?.requireQuery?.filter((name) => !query[name]) ?? [];
  const body = check ? resolveValues(check.body, { query, params }) : {};
  const key = check ? JSON.stringify([check.endpoint, body, missing]) : '';

  useEffect(() => {
    if (!check || started.current === key) return;
    started.current = key;
    if (missing.length > 0) {
      setOutcome({ key, value: { status: 'failed', code: 'MissingParameters', message: '' } });
      return;
    }
    const method = check.method ?? 'POST';
    call(method === 'GET' ? { endpoint: check.endpoint, method, params: body } : { endpoint: check.endpoint, method, body }).then(
      (result) => {
        const value: CheckOutcome =
          'error' in result && result.error
            ? { status: 'failed', code: (result.error as PortalError).code, message: (result.error as PortalError).message }
            : { status: 'ok', data: 'data' in result ? result.data : undefined };
        setOutcome({ key, value });
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key holds the endpoint, body and missing parameters by content (new objects on every render)
  }, [key]);

  if (!check) return null;
  return outcome?.key === key ? outcome.value : PENDING;
}
