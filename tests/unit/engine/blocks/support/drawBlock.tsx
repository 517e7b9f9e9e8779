import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createStore } from '../../../../../src/app/store';
import { BlockView } from '../../../../../src/engine/BlockView';
import { PortalContext, type PortalEnvironment } from '../../../../../src/engine/PortalContext';
import { ScreenDataContext } from '../../../../../src/engine/ScreenData';
import type { Block } from '../../../../../src/language/screenTypes';

/** The portal as the demo member sees it on DEMO1001, with what a test changes. */
export function memberPortal(overrides: Partial<Record<keyof PortalEnvironment, unknown>> = {}): PortalEnvironment {
  return { client: { fonctionnalites: {} }, config: {}, user: { roles: ['User'] }, contrat: 'DEMO1001', production: false, ...overrides } as unknown as PortalEnvironment;
}

/** One block as a screen holds it: the real store and API slice, the portal, the route's values, a router. */
export function drawBlock(block: Block, portal: PortalEnvironment, params: Record<string, string> = {}) {
  const store = createStore();
  const view = render(
    <Provider store={store}>
      <PortalContext.Provider value={portal}>
        <ScreenDataContext.Provider value={{ query: {}, params, check: null }}>
          <MemoryRouter>
            <BlockView block={block} />
          </MemoryRouter>
        </ScreenDataContext.Provider>
      </PortalContext.Provider>
    </Provider>,
  );
  return { store, ...view };
}
