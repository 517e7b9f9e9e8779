import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../../../src/app/store';
import { BlockView } from '../../../../../src/engine/BlockView';
import { PortalContext, type PortalEnvironment } from '../../../../../src/engine/PortalContext';
import type { Block } from '../../../../../src/language/screenTypes';
import pecHospiScreen from '../../../../../screens/member/actes/pec-hospi.screen.json';

// The form block of a long acte (pec-hospi, manifest "brouillon") against a scripted API:
// the offer to resume (closable), « Reprendre », « Recommencer », and the saves while typing.

const portal = {
  client: { fonctionnalites: {} },
  config: {},
  user: { roles: ['User'], nom: 'DURAND', prenom: 'Sophie' },
  contrat: 'DEMO1001',
  production: false,
} as unknown as PortalEnvironment;

const SAVED = {
  version: 3,
  savedVersion: 1,
  data: { etablissement: { raisonSociale: 'Clinique des Lilas', ville: 'Paris', codeDmt: '182' } },
  updatedAt: '2026-11-20T09:05:00.000Z',
};
let draft: typeof SAVED | null;
let puts: Array<{ version: number; data: Record<string, any> }>;
let deletes: number;

beforeEach(() => {
  draft = SAVED;
  puts = [];
  deletes = 0;
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
    let reply: { status: number; body: unknown } = { status: 404, body: {} };
    if (url.pathname === '/api/forms/pec-hospi/brouillon') {
      if (request.method === 'GET') reply = { status: 200, body: { brouillon: draft } };
      if (request.method === 'PUT') {
        puts.push(await request.json());
        reply = { status: 200, body: { version: 3, updatedAt: new Date().toISOString() } };
      }
      if (request.method === 'DELETE') {
        deletes++;
        return new Response(null, { status: 204 });
      }
    }
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const form = pecHospiScreen.blocks.find((block) => block.type === 'form') as unknown as Block;

function draw() {
  return render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={['/actes/pec-hospi']}>
        <PortalContext.Provider value={portal}>
          <BlockView block={form} />
        </PortalContext.Provider>
      </MemoryRouter>
    </Provider>,
  );
}

const offer = () => screen.findByRole('region', { name: 'Demande en cours de saisie' }, { timeout: 10_000 });
const nameField = () => screen.getByRole('textbox', { name: /Raison sociale de l'établissement/ }) as HTMLInputElement;

describe('server draft of a long acte', () => {
  // (A form that goes away saves what waits: a test's last save may land in the next one's list.)
  it('offers the saved draft with its date; « Reprendre » fills the form with it', async () => {
    draw();
    const region = await offer();
    expect(region.textContent).toMatch(/enregistrée le 20\/11\/2026 à \d\d:05/);
    await userEvent.click(within(region).getByRole('button', { name: 'Reprendre' }));
    await waitFor(() => expect(nameField().value).toBe('Clinique des Lilas'));
    expect((screen.getByRole('textbox', { name: /Code DMT/ }) as HTMLInputElement).value).toBe('182');
    expect(screen.queryByRole('region', { name: 'Demande en cours de saisie' })).toBeNull();
  }, 20_000);

  it('the offer can always be closed (×): the form stays empty, and saving starts with the next change', async () => {
    draw();
    const region = await offer();
    // Typed while the offer is open: kept in the form, not yet saved over the old draft.
    await userEvent.type(nameField(), 'Hôpital');
    const typedHere = () => puts.filter((put) => String(put.data.etablissement?.raisonSociale ?? '').startsWith('H'));
    expect(typedHere()).toEqual([]);
    await userEvent.click(within(region).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('region', { name: 'Demande en cours de saisie' })).toBeNull();
    expect(nameField().value).toBe('Hôpital');
    await waitFor(() => expect(puts.at(-1)).toEqual({ version: 3, data: expect.objectContaining({ etablissement: { raisonSociale: 'Hôpital' } }) }));
    expect(deletes).toBe(0);
  });

  it('« Recommencer » forgets the draft; typing fast is saved throttled, the last keystroke included, never the context', async () => {
    draw();
    await userEvent.click(within(await offer()).getByRole('button', { name: 'Recommencer' }));
    await waitFor(() => expect(deletes).toBe(1));
    await userEvent.type(nameField(), 'Clinique Saint-Joseph');
    expect(nameField().value).toBe('Clinique Saint-Joseph');
    // Twenty-one keystrokes: one save at once, then the trailing one at most 3 s later.
    await waitFor(() => expect(puts.at(-1)?.data.etablissement).toEqual({ raisonSociale: 'Clinique Saint-Joseph' }), { timeout: 5000 });
    expect(puts.length).toBeLessThanOrEqual(3);
    expect(puts.every((put) => put.version === 3 && !('context' in put.data))).toBe(true);
  });

  it('no offer when there is no draft: saving starts with the first change', async () => {
    draft = null;
    draw();
    await screen.findByRole('textbox', { name: /Raison sociale de l'établissement/ }, { timeout: 10_000 });
    await userEvent.type(nameField(), 'A');
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Demande en cours de saisie' })).toBeNull();
  });
});
