import { inPreviewScope } from './serverGlobals';
import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createMemoryRouter } from 'react-router-dom';
import { portalApi } from '../api/portalApi';
import { readApi } from '../api/readEndpoint';
import { createStore, type ServerDrawnState } from '../app/store';
import { App, screenRouteObjects } from '../app/App';
import { storageKeys } from '../api/storageKeys';
import { pickCurrentContrat } from '../domain/contrat';
import { arrivalReads } from '../engine/arrivalReads';
import type { PortalEnvironment } from '../engine/PortalContext';
import { rememberScreenFile } from '../engine/registries/screens';

/**
 * The server's drawing of a member's page (the member home must be usable within 1.5 s on a
 * slow link): the browser's own app (App, its shell, screen file and blocks), rendered on the
 * server with the session's reads, so the page's first answer already shows the member's data
 * while the app's code is on its way. The browser's app then takes this markup over as its own
 * (hydration, main.tsx): its first render, from the same reads, draws the same tree.
 *
 * Built by `vite build -c vite.ssr.config.ts` into dist-ssr/, loaded by src/server/page/pagePreview.ts.
 */

export interface PreviewRequest {
  /** The hash route, e.g. '/accueil'. */
  route: string;
  /** Reads the API as this visitor (the server answers them itself, with the visitor's cookies); URLs under the API's server origin (SSR_ORIGIN). */
  fetch: typeof fetch;
  /** The contract the browser remembers (its cookie), or null. */
  contrat: string | null;
}

export interface Preview {
  html: string;
  /** The contract the preview shows (the browser keeps it: the same one). */
  contrat: string | null;
  /** The API cache the markup was drawn from: the app starts with it (main.tsx), so it draws the same and asks nothing again. */
  state: ServerDrawnState;
}

/** null when the route has no preview: no screen for this visitor there (arrivalReads), a read that failed. */
export async function renderPreview(request: PreviewRequest): Promise<Preview | null> {
  const storage = new Map<string, string>();
  return inPreviewScope({ storage, fetch: request.fetch }, () => render(request, storage));
}

async function render({ route, contrat }: PreviewRequest, storage: Map<string, string>): Promise<Preview | null> {
  const store = createStore();
  const read = <T,>(action: { unwrap(): Promise<T> }) => action.unwrap();

  const [client, config, user, contrats] = await Promise.all([
    read(store.dispatch(portalApi.endpoints.getClient.initiate())),
    read(store.dispatch(portalApi.endpoints.getClientConfiguration.initiate())),
    read(store.dispatch(portalApi.endpoints.getCurrentUser.initiate())),
    read(store.dispatch(portalApi.endpoints.getContrats.initiate())),
  ]).catch(() => []);
  if (!client || !config || !user || !contrats) return null;
  // The remembered contract counts only if it is one of the visitor's own.
  const current = pickCurrentContrat(contrats.contrats, contrat);
  if (!current) return null;
  storage.set(storageKeys.currentContrat, current.numeroContratIndividuel);
  store.dispatch(readApi.util.upsertQueryData('read', { resource: 'adherent/contrats', params: {} }, contrats));

  const env: PortalEnvironment = { client, config, user, contrat: current.numeroContratIndividuel, production: true };
  const arrival = await arrivalReads(env, route, '');
  if (!arrival) return null;
  rememberScreenFile(arrival.screen.file, arrival.file);
  // The very arguments the blocks give the API slice (ScreenView's texts, the blocks' reads): the render finds each in the cache.
  const screenReads = [{ resource: 'identity/traductions' }, ...arrival.reads];
  const answers = await Promise.all(screenReads.map((args) => store.dispatch(readApi.endpoints.read.initiate(args))));
  if (answers.some((answer) => answer.isError)) return null;

  // The tree of main.tsx, with a router of its own at the route (the server has no address bar),
  // whose links are written as the browser's hash router writes them.
  const atRoute = () => {
    const router = createMemoryRouter(screenRouteObjects(), { initialEntries: [route] });
    const href = router.createHref;
    router.createHref = (to) => `#${href(to)}`;
    return router;
  };
  const html = await renderToString(
    <StrictMode>
      <Provider store={store}>
        <App createRouter={atRoute} />
      </Provider>
    </StrictMode>,
  );
  const { queries, provided } = store.getState().portalApi;
  const fulfilled = Object.fromEntries(Object.entries(queries).filter(([, entry]) => entry?.status === 'fulfilled'));
  return { html, contrat: current.numeroContratIndividuel, state: { queries: fulfilled, provided } };
}

/** Every lazy block's code loaded and drawn (onAllReady), not a loader in their place. */
function renderToString(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error),
    });
  });
}
