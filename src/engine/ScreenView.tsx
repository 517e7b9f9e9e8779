import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { RegisteredScreen, ScreenEntry } from './registries/screens';
import { evaluateGuards } from './guards';
import { usePortal } from './PortalContext';
import { BlockView } from './BlockView';
import { ScreenTitleContext } from './ScreenTitle';
import { ScreenDataContext, type CheckOutcome, type ScreenData } from './ScreenData';
import { queryObject } from './screenValues';
import { resolveValues } from './values';
import type { ScreenCheck } from './screenTypes';
import { TitleBar } from '../app/TitleBar';
import { useDocumentTitle } from '../app/documentTitle';
import { Loader } from './ui/Loader';
import { useGetDevStatusQuery } from '../api/portalApi';
import { useCallEndpointMutation } from '../api/portalApi';
import type { PortalError } from '../api/baseQuery';

/** A route whose screen file is not in the landing page: loaded on the first visit (a loader meanwhile). */
export function ScreenEntryView({ entry }: { entry: ScreenEntry }) {
  const [loaded, setLoaded] = useState<RegisteredScreen | undefined>(entry.screen);
  useEffect(() => {
    if (loaded || !entry.load) return;
    let live = true;
    void entry.load().then((screen) => live && setLoaded(screen));
    return () => {
      live = false;
    };
  }, [entry, loaded]);
  return loaded ? <ScreenView screen={loaded} /> : <Loader />;
}

/** One route: its guards, its title, its check on load, its blocks. */
export function ScreenView({ screen }: { screen: RegisteredScreen }) {
  const env = usePortal();
  const [title, setTitle] = useState(screen.title);
  useEffect(() => setTitle(screen.title), [screen]);
  useDocumentTitle(title);

  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useParams();
  const query = useMemo(() => queryObject(search), [search]);
  // Developer screens ask the server, not the build: `npm start` serves a production build
  // that a product owner still uses to browse the widget gallery.
  const devOnly = Boolean(screen.guards?.devOnly);
  const devStatus = useGetDevStatusQuery(undefined, { skip: !devOnly });
  const production = devOnly ? !devStatus.data?.devTools : env.production;
  const decision = evaluateGuards(screen.guards, { ...env, production, route: `${pathname}${search}`, query });
  const check = useScreenCheck(decision.allow ? screen.check : undefined, query, params);
  const data = useMemo<ScreenData>(() => ({ query, params, check }), [query, params, check]);

  useEffect(() => {
    if (!decision.allow && 'externalLogin' in decision) window.location.assign('/api/identity/login');
  }, [decision]);
  useEffect(() => {
    if (check?.status === 'failed' && screen.check?.onFailure?.navigate) navigate(screen.check.onFailure.navigate, { replace: true });
  }, [check, screen.check, navigate]);

  if (devOnly && devStatus.isLoading) return <Loader />;
  if (!decision.allow) return 'redirect' in decision ? <Navigate to={decision.redirect} replace /> : <Loader />;
  if (check?.status === 'pending' || (check?.status === 'failed' && screen.check?.onFailure?.navigate)) return <Loader />;

  return (
    <ScreenTitleContext.Provider value={setTitle}>
      <ScreenDataContext.Provider value={data}>
        <TitleBar title={title} back={screen.back} />
        <div className="ea-screen">
          {screen.blocks.map((block, index) => (
            <BlockView key={`${screen.route}-${index}`} block={block} />
          ))}
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!check) return null;
  return outcome?.key === key ? outcome.value : PENDING;
}
