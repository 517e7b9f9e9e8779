import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../../../src/app/store';
import { BlockView } from '../../../../../src/engine/BlockView';
import { PortalContext, type PortalEnvironment } from '../../../../../src/engine/PortalContext';
import type { Block } from '../../../../../src/language/screenTypes';
import { LEGAL_RESILIATION_RULE } from '../../../../../src/language/resiliation';
import resiliationScreen from '../../../../../screens/member/resiliation.screen.json';

// A multi-step acte (ui:steps), against a scripted API. The résiliation is one page for members (three
// clicks from any page); its fields, with a conditional step, are still the clearest example of the
// steps engine, so this test gives its UI schema steps of its own.
vi.mock('../../../../../schemas/actes/resiliation/resiliation.ui.json', async (importOriginal) => {
  const actual = (await importOriginal()) as { default: Record<string, unknown> };
  return {
    default: {
      ...actual.default,
      'ui:steps': [
        { title: 'Votre identité et votre contrat', fields: ['nom', 'prenom', 'numeroContrat'] },
        { title: 'Le motif', fields: ['motif', 'dateEffet'] },
        { title: 'Précisions', fields: ['precision'], when: { value: { $form: 'motif' }, eq: 'AUTRE' } },
        { title: 'Récapitulatif', recap: true },
      ],
    },
  };
});

const portal = {
  client: { fonctionnalites: {} },
  config: {},
  user: { roles: ['User'], nom: 'DURAND', prenom: 'Sophie' },
  contrat: 'DEMO1001',
  production: false,
} as unknown as PortalEnvironment;

const MOTIFS = [
  { code: 'TARIF', libelle: 'Le tarif ne me convient plus' },
  { code: 'AUTRE', libelle: 'Autre motif' },
];
type Reply = { status: number; body: unknown };
let posted: unknown[];
let answerSubmit: () => Reply;

beforeEach(() => {
  posted = [];
  answerSubmit = () => ({ status: 200, body: { isModeGestionManuel: true, isEnvoiArActivated: true, demandeId: 7 } });
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
    let reply: Reply = { status: 404, body: {} };
    if (url.pathname === '/api/referentiel/motif-resiliation') reply = { status: 200, body: MOTIFS };
    if (url.pathname === '/api/forms/resiliation/date-effet') {
      reply = { status: 200, body: { rules: { dateEffet: LEGAL_RESILIATION_RULE }, contrat: { numero: 'DEMO1001', nomOffre: 'Santé Famille Confort' }, context: { dateDebutContrat: '2021-01-01', dateFinContrat: null }, today: '2026-11-23' } };
    }
    if (url.pathname === '/api/forms/resiliation/form') {
      posted.push(await request.json());
      reply = answerSubmit();
    }
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const form = resiliationScreen.blocks.find((block) => block.type === 'form') as unknown as Block;

function draw() {
  return render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={['/actes/resiliation']}>
        <PortalContext.Provider value={portal}>
          <BlockView block={form} />
        </PortalContext.Provider>
      </MemoryRouter>
    </Provider>,
  );
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
/** The date-effet widget (lazy) has drawn and filled the rule's default date. */
const dateFilled = () =>
  waitFor(() => expect((screen.getByLabelText(/Date de fin du contrat/) as HTMLInputElement).value).toBe('23/12/2026'), { timeout: 10_000 });
const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('ui:steps: one step at a time', { timeout: 30_000 }, () => {
  it('shows where the member is, with the identity prefilled from the member’s data', async () => {
    draw();
    expect(await screen.findByRole('heading', { name: 'Étape 1 sur 3 : Votre identité et votre contrat' }, { timeout: 10_000 })).toBeTruthy();
    const steps = within(screen.getByRole('navigation', { name: 'Étapes de la demande' })).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual(['Votre identité et votre contrat', 'Le motif', 'Récapitulatif']);
    expect(steps[0].getAttribute('aria-current')).toBe('step');
    expect((screen.getByLabelText(/^Nom/) as HTMLInputElement).value).toBe('DURAND');
    expect((screen.getByLabelText(/^Contrat à résilier/) as HTMLInputElement).value).toBe('DEMO1001');
    // Fields of later steps are not drawn yet.
    expect(screen.queryByText('Motif de la résiliation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Précédent' })).toBeNull();
  });

  it('validates each step before the next: errors under that step’s fields only, focus on the first', async () => {
    draw();
    await screen.findByRole('heading', { name: /Étape 1 sur 3/ }, { timeout: 10_000 });
    await next();
    expect(await screen.findByRole('heading', { name: 'Étape 2 sur 3 : Le motif' })).toBeTruthy();
    await screen.findByText('Le tarif ne me convient plus');
    await next();
    // Still on step 2, the motif's message shown, nothing sent.
    expect(heading()).toBe('Étape 2 sur 3 : Le motif');
    const messages = await screen.findAllByText('Merci de choisir le motif de votre résiliation.');
    expect(messages.length).toBeGreaterThan(0);
    await waitFor(() => expect(document.activeElement?.getAttribute('type')).toBe('radio'));
    expect(posted).toEqual([]);
  });

  it('skips a hidden step and shows it when its condition holds; Précédent keeps what was typed', async () => {
    draw();
    await screen.findByRole('heading', { name: /Étape 1/ }, { timeout: 10_000 });
    await next();
    await dateFilled();
    await userEvent.click(await screen.findByLabelText('Autre motif'));
    await next();
    // « Autre motif »: the Précisions step appears (4 steps now).
    expect(await screen.findByRole('heading', { name: 'Étape 3 sur 4 : Précisions' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Précisez votre motif/), 'Je change de région');
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(await screen.findByRole('heading', { name: 'Étape 2 sur 4 : Le motif' })).toBeTruthy();
    expect((screen.getByLabelText('Autre motif') as HTMLInputElement).checked).toBe(true);
    await next();
    expect(await screen.findByRole('heading', { name: 'Étape 3 sur 4 : Précisions' })).toBeTruthy();
    expect((screen.getByLabelText(/Précisez votre motif/) as HTMLTextAreaElement).value).toBe('Je change de région');
    // Back again, another motif: the Précisions step is skipped, straight to the recap.
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    await dateFilled();
    await userEvent.click(await screen.findByLabelText('Le tarif ne me convient plus'));
    await next();
    expect(await screen.findByRole('heading', { name: 'Étape 3 sur 3 : Récapitulatif' })).toBeTruthy();
  });

  it('recaps the data read-only with the UI schema’s labels and formats, then sends it', async () => {
    draw();
    await screen.findByRole('heading', { name: /Étape 1/ }, { timeout: 10_000 });
    await next();
    await dateFilled();
    await userEvent.click(await screen.findByLabelText('Le tarif ne me convient plus'));
    await next();
    await screen.findByRole('heading', { name: 'Étape 3 sur 3 : Récapitulatif' });
    const recap = within(screen.getByRole('region', { name: 'Le motif' }));
    expect(recap.getByText('Motif de la résiliation').nextSibling?.textContent).toBe('Le tarif ne me convient plus');
    // The legal end date: one month after the request (23/11/2026), the contract being older than a year.
    expect(recap.getByText('Date de fin du contrat').nextSibling?.textContent).toBe('23/12/2026');
    expect(within(screen.getByRole('region', { name: 'Votre identité et votre contrat' })).getByText('DEMO1001')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer ma demande de résiliation' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ nom: 'DURAND', prenom: 'Sophie', numeroContrat: 'DEMO1001', motif: 'TARIF', dateEffet: '2026-12-23' });
  });

  it('a date the server refuses sends the member back to its step, the message under the field', async () => {
    const message = "La date d'effet doit être postérieure ou égale au 24/12/2026";
    answerSubmit = () => ({ status: 400, body: { message, code: 'DateEffetRefused', errors: [{ path: '/dateEffet', message }] } });
    draw();
    await screen.findByRole('heading', { name: /Étape 1/ }, { timeout: 10_000 });
    await next();
    await dateFilled();
    await userEvent.click(await screen.findByLabelText('Le tarif ne me convient plus'));
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmer ma demande de résiliation' }));
    expect(await screen.findByRole('heading', { name: 'Étape 2 sur 3 : Le motif' })).toBeTruthy();
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect((screen.getByLabelText('Le tarif ne me convient plus') as HTMLInputElement).checked).toBe(true);
  });
});
