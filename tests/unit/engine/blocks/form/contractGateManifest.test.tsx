import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../../../src/app/store';
import { BlockView } from '../../../../../src/engine/BlockView';
import { PortalContext, type PortalEnvironment } from '../../../../../src/engine/PortalContext';
import type { Block } from '../../../../../src/language/screenTypes';
import screenFile from '../../../../../screens/member/actes/situation-contractuelle.screen.json';

// The page of an acte whose manifest allows some contract states only: the form for a contract in
// one of them, and the server's words in its place for another — not a silent redirect.
const portal = {
  client: { fonctionnalites: {} },
  config: {},
  user: { roles: ['User'], nom: 'DURAND', prenom: 'Sophie' },
  contrat: 'DEMO1001',
  production: false,
} as unknown as PortalEnvironment;

let etat: string;

beforeEach(() => {
  const BaseRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends BaseRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://localhost/') : input, init);
      }
    },
  );
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    const body = url.pathname === '/api/adherent/contrats' ? { contrats: [{ numeroContratIndividuel: 'DEMO1001', etat }] } : {};
    return new Response(JSON.stringify(body), { status: url.pathname === '/api/adherent/contrats' ? 200 : 404, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

const form = screenFile.blocks.find((block) => block.type === 'form') as unknown as Block;

function draw() {
  return render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={['/actes/situation-contractuelle']}>
        <PortalContext.Provider value={portal}>
          <BlockView block={form} />
        </PortalContext.Provider>
      </MemoryRouter>
    </Provider>,
  );
}

describe('the contract states of an acte’s manifest, on its page', { timeout: 30_000 }, () => {
  it('the screen restates nothing of the manifest', () => {
    expect(screenFile).not.toHaveProperty('access');
    expect(form).not.toHaveProperty('submit');
    expect(form).not.toHaveProperty('onSuccess');
    expect(form).not.toHaveProperty('onErrorToast');
  });

  it('a contract in an allowed state: the form', async () => {
    etat = 'valide';
    draw();
    expect(await screen.findByRole('button', { name: 'Valider' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Cette demande n’est pas possible pour un contrat dans cet état.')).toBeNull();
  });

  it('a terminated contract: the server’s words in place of the form', async () => {
    etat = 'resilie';
    draw();
    expect(await screen.findByText('Cette demande n’est pas possible pour un contrat dans cet état.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Valider' })).toBeNull();
  });
});
