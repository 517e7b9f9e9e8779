import { inPreviewScope } from './serverGlobals';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { portalApi } from '../api/portalApi';
import { readApi } from '../api/readEndpoint';
import type { ReadArgs } from '../api/readResource';
import { createStore } from '../app/store';
import { screenRouteObjects } from '../app/App';
import { storageKeys } from '../api/storageKeys';
import { pickCurrentContrat } from '../domain/contrat';
import { arrivalReads } from '../engine/arrivalReads';
import { PortalContext, type PortalEnvironment } from '../engine/PortalContext';
import { rememberScreenFile, screens } from '../engine/registries/screens';
import { memberMenu, menuCountRead } from '../app/memberMenu';
import { Loader } from '../engine/ui/Loader';

/**
 * The server's preview of a member's page (the member home must be usable within 1.5 s on a
 * slow link): the same shell, screen file and blocks as the browser, rendered on the server with the session's
 * reads, so the page's first answer already shows the member's data while the app's code is on
 * its way. The browser's app replaces it once it has drawn the same screen (src/app/pagePreview.ts).
 *
 * Built by `vite build -c vite.ssr.config.ts` into dist-ssr/, loaded by src/server/page/pagePreview.ts.
 */

export interface PreviewRequest {
  /** The hash route, e.g. '/accueil'. */
  route: string;
  /** Reads the API as this visitor (the server answers them itself, with the visitor's cookies); URLs under SSR_ORIGIN. */
  fetch: typeof fetch;
  /** The contract the browser remembers (its cookie), or null. */
  contrat: string | null;
}

export interface Preview {
  html: string;
  /** The contract the preview shows (the browser keeps it: the same one). */
  contrat: string | null;
  /** The screen's reads as the blocks asked for them, for the app's cache (src/app/pagePreview.ts): the app draws at once, without asking again. */
  reads: PreviewRead[];
  /** The app's loader, shown in the screen's place when a link is followed before the app's code is there. */
  loader: string;
}

export interface PreviewRead {
  args: ReadArgs;
  data: unknown;
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
  // The very arguments the blocks give the API slice (ScreenView's texts, the blocks' reads, the
  // menu's counts): the render finds each in the cache, and so will the app's (src/app/pageReads.ts).
  const menuCounts = memberMenu(screens, { ...env, route }).flatMap((entry) => (entry.count ? [menuCountRead(entry.count)] : []));
  const screenReads = [{ resource: 'identity/traductions' }, ...arrival.reads, ...menuCounts];
  const answers = await Promise.all(screenReads.map((args) => store.dispatch(readApi.endpoints.read.initiate(args))));
  if (answers.some((answer) => answer.isError)) return null;

  // A router of its own at the route (the server has no address bar), whose links are written as
  // the browser's hash router writes them: they work in the page before the app's code is there.
  const router = createMemoryRouter(screenRouteObjects(), { initialEntries: [route] });
  const href = router.createHref;
  router.createHref = (to) => `#${href(to)}`;
  const html = await renderToString(
    <Provider store={store}>
      <PortalContext.Provider value={env}>
        <RouterProvider router={router} />
      </PortalContext.Provider>
    </Provider>,
  );
  const reads = Object.values(store.getState().portalApi.queries)
    .filter((entry) => entry?.endpointName === 'read' && entry.status === 'fulfilled')
    .map((entry) => ({ args: entry!.originalArgs as unknown as ReadArgs, data: entry!.data }));
  return { html, contrat: current.numeroContratIndividuel, reads, loader: renderToStaticMarkup(<Loader />) };
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
