import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../../../src/app/store';
import { BlockView } from '../../../../../src/engine/BlockView';
import { PortalContext, type PortalEnvironment } from '../../../../../src/engine/PortalContext';
import type { Block } from '../../../../../src/language/screenTypes';
import type { MigrationMark } from '../../../../../src/domain/acteMigrations';
import pecHospiScreen from '../../../../../screens/member/actes/pec-hospi.screen.json';

// A member resumes a draft of pec-hospi (version 3) against a scripted API: saved under version 1,
// the form says it changed since and signals the fields the migration touched (their help says
// what changed, their group is outlined), with what was typed in place; saved under version 3, nothing.

const portal = {
  client: { fonctionnalites: {} },
  config: {},
  user: { roles: ['User'], nom: 'DURAND', prenom: 'Sophie' },
  contrat: 'DEMO1001',
  production: false,
} as unknown as PortalEnvironment;

const CHANGED = 'Ce formulaire a changé depuis votre brouillon : vérifiez les champs signalés.';
const MOVED = 'Ce champ a changé depuis votre brouillon : votre saisie y a été reprise, vérifiez-la.';
const DATA = { etablissement: { raisonSociale: 'Clinique des Lilas', finess: '750000123', ville: 'Paris', codeDmt: '182' }, sejour: { chambreParticuliere: false } };
const MARKS: MigrationMark[] = [
  { path: 'etablissement.raisonSociale', kind: 'moved' },
  { path: 'etablissement.codeDmt', kind: 'moved' },
  { path: 'sejour.chambreParticuliere', kind: 'defaulted' },
  { path: 'etablissement.ville', kind: 'message', message: "Indiquez la ville de l'établissement, pas celle du patient." },
];
let draft: { version: number; savedVersion: number; data: object; marks: MigrationMark[]; updatedAt: string };

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
    let body: unknown = {};
    let status = 404;
    if (url.pathname === '/api/forms/pec-hospi/brouillon') {
      status = 200;
      body = request.method === 'GET' ? { brouillon: draft } : { version: 3, updatedAt: new Date().toISOString() };
    }
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
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

/** The form's live region for the notice (a loader elsewhere on the page is a status too). */
const notice = () => {
  const region = document.querySelector('.ea-brouillon-change') as HTMLElement;
  expect(region).toHaveAttribute('role', 'status');
  return region;
};

async function resume() {
  const offer = await screen.findByRole('region', { name: 'Demande en cours de saisie' }, { timeout: 10_000 });
  // The live region is there before the notice: a screen reader reads the notice out when it appears.
  expect(notice()).toBeEmptyDOMElement();
  await userEvent.click(within(offer).getByRole('button', { name: 'Reprendre' }));
}
const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const group = (input: HTMLElement) => input.closest('.bp6-form-group') as HTMLElement;

describe('resuming a draft whose acte changed since', () => {
  it('saved under an older version: the notice, the touched fields signalled, what was typed kept', async () => {
    draft = { version: 3, savedVersion: 1, data: DATA, marks: MARKS, updatedAt: '2026-11-20T09:05:00.000Z' };
    draw();
    await resume();
    await waitFor(() => expect(field(/Raison sociale de l'établissement/).value).toBe('Clinique des Lilas'));
    expect(notice()).toHaveTextContent(CHANGED);
    expect(within(notice()).getByText(CHANGED).closest('.bp6-callout')).toHaveClass('bp6-intent-warning');

    // Renamed or moved: said in the field's help (its accessible description), the group outlined.
    for (const name of [/Raison sociale de l'établissement/, /Code DMT/]) {
      expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(MOVED));
      expect(group(field(name))).toHaveClass('ea-brouillon-mark');
    }
    expect(field(/Code DMT/).value).toBe('182');
    // A message of the acte's author, at its field.
    expect(field(/Ville/)).toHaveAccessibleDescription(expect.stringContaining("Indiquez la ville de l'établissement, pas celle du patient."));
    expect(field(/Ville/).value).toBe('Paris');
    // A field the migration did not touch is not signalled.
    expect(field(/Numéro FINESS/).value).toBe('750000123');
    expect(group(field(/Numéro FINESS/))).not.toHaveClass('ea-brouillon-mark');
    expect(field(/Numéro FINESS/)).not.toHaveAccessibleDescription(expect.stringContaining(MOVED));
  }, 20_000);

  it('saved under the current version: no notice, no field signalled', async () => {
    draft = { version: 3, savedVersion: 3, data: DATA, marks: [], updatedAt: '2026-11-20T09:05:00.000Z' };
    draw();
    await resume();
    await waitFor(() => expect(field(/Raison sociale de l'établissement/).value).toBe('Clinique des Lilas'));
    expect(notice()).toBeEmptyDOMElement();
    expect(screen.queryByText(CHANGED)).toBeNull();
    expect(document.querySelector('.ea-brouillon-mark')).toBeNull();
    expect(screen.queryByText(MOVED)).toBeNull();
  }, 20_000);
});
