import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalEnvironment } from '../../../../src/engine/PortalContext';
import type { Block } from '../../../../src/language/screenTypes';
import { drawBlock } from './support/drawBlock';
import { scriptApi, type ScriptedCall, type ScriptedReply } from './support/scriptedApi';

// The engine pieces the member home is made of (choices, named reads, the
// button actions, dialogs holding a form, contract cards), against a scripted API.

// Lazy blocks and actes load their chunks on first use: slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const portal = {
  client: { fonctionnalites: {} },
  config: { amfSmsActivated: true },
  user: { roles: ['User'] },
  contrat: 'DEMO1001',
  production: false,
} as unknown as PortalEnvironment;

let reply: (url: URL, request: Request) => ScriptedReply | Promise<ScriptedReply>;
let calls: ScriptedCall[];

beforeEach(() => {
  calls = scriptApi((url, request) => reply(url, request));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const draw = (block: Block) => drawBlock(block, portal).store;

/** An action button once its lazy chunk has replaced the disabled stand-in. */
async function enabledButton(name: string) {
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
  return screen.getByRole('button', { name });
}

const posts = (path: string) => calls.filter((call) => call.method === 'POST' && call.url.pathname === path);

describe('choices block (consents)', () => {
  const consents: Block = {
    type: 'choices',
    label: 'Vos consentements',
    source: { resource: 'referentiel/consentement' },
    itemKey: 'code',
    itemText: 'libelle',
    answers: { source: { resource: 'consentement' }, key: 'nomConsentement', value: 'isAccepted' },
    options: [
      { label: 'Refuser', value: false },
      { label: 'Accepter', value: true, intent: 'primary' },
    ],
    submit: { acte: 'consentement', endpoint: 'consentement', body: { nomConsentement: { $item: 'code' }, isAccepted: { $form: 'value' } } },
    successToast: 'Nous avons bien pris en compte votre consentement.',
    invalidates: ['consentement'],
  };

  it('shows the saved answer pressed; a click sends the acte at once, presses it and toasts', async () => {
    let saved = [{ nomConsentement: 'newsletter', isAccepted: false }];
    reply = (url, request) => {
      if (url.pathname === '/api/referentiel/consentement') {
        return { status: 200, body: [{ code: 'collecteDonnees', libelle: 'Collecte de données' }, { code: 'newsletter', libelle: 'Lettre d’information' }] };
      }
      if (request.method === 'POST') {
        saved = [...saved, { nomConsentement: 'collecteDonnees', isAccepted: true }];
        return { status: 200, body: { nomConsentement: 'collecteDonnees', isAccepted: true } };
      }
      return { status: 200, body: saved };
    };
    const store = draw(consents);
    const list = await screen.findByRole('list', { name: 'Vos consentements' });
    const [collecte, newsletter] = within(list).getAllByRole('listitem');
    expect(newsletter).toHaveAccessibleName('Lettre d’information');
    expect(within(newsletter).getByRole('button', { name: /^Refuser — / })).toHaveAttribute('aria-pressed', 'true');
    expect(within(collecte).getByRole('button', { name: /^Accepter — / })).toHaveAttribute('aria-pressed', 'false');

    await userEvent.setup().click(within(collecte).getByRole('button', { name: /^Accepter — / }));
    await waitFor(() => expect(within(collecte).getByRole('button', { name: /^Accepter — / })).toHaveAttribute('aria-pressed', 'true'));
    expect(posts('/api/consentement').map((call) => call.body)).toEqual([{ nomConsentement: 'collecteDonnees', isAccepted: true }]);
    expect(store.getState().toasts.map((toast) => toast.message)).toEqual(['Nous avons bien pris en compte votre consentement.']);
    // The saved answers are read again (invalidates), and agree.
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/consentement')).toHaveLength(2));
  });

  it('a refused answer toasts the server’s message and presses nothing', async () => {
    reply = (url, request) => {
      if (url.pathname === '/api/referentiel/consentement') return { status: 200, body: [{ code: 'inconnu', libelle: 'Inconnu' }] };
      if (request.method === 'POST') return { status: 400, body: { message: 'Ce consentement est inconnu.' } };
      return { status: 200, body: [] };
    };
    const store = draw(consents);
    const item = await screen.findByRole('listitem', { name: 'Inconnu' });
    await userEvent.setup().click(within(item).getByRole('button', { name: /^Refuser — / }));
    await waitFor(() => expect(store.getState().toasts.map((toast) => toast.message)).toEqual(['Ce consentement est inconnu.']));
    expect(within(item).getByRole('button', { name: /^Refuser — / })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('section with named reads', () => {
  it('gives the read to the blocks inside: $read in text templates and in when', async () => {
    reply = () => ({ status: 200, body: { amfActive: true, email: 'a*****@demo.fr', telephone: '06 ** ** ** 32' } });
    draw({
      type: 'section',
      title: 'Sécurité de mon compte',
      reads: { amf: { resource: 'amf/get-encrypted-view-data', params: { isLoginType: false } } },
      blocks: [
        { type: 'text', text: 'Protection par code de sécurité : activée', when: { value: { $read: 'amf.amfActive' }, truthy: true } },
        { type: 'text', text: 'Protection par code de sécurité : désactivée', when: { value: { $read: 'amf.amfActive' }, truthy: false } },
        { type: 'text', text: '{read.amf.email} · {read.amf.telephone}' },
      ],
    });
    const region = await screen.findByRole('region', { name: 'Sécurité de mon compte' });
    expect(await within(region).findByText('Protection par code de sécurité : activée')).toBeInTheDocument();
    expect(within(region).queryByText(/désactivée/)).toBeNull();
    expect(within(region).getByText('a*****@demo.fr · 06 ** ** ** 32')).toBeInTheDocument();
    expect(calls[0].url.search).toBe('?isLoginType=false');
  });

  it('a failed read is the load error with a retry', async () => {
    reply = () => ({ status: 500, body: { message: 'panne' } });
    draw({ type: 'section', title: 'Sécurité', reads: { amf: { resource: 'amf/get-encrypted-view-data' } }, blocks: [{ type: 'text', text: 'jamais' }] });
    expect(await screen.findByText('Le chargement d\'une source de données a échoué (Sécurité)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.queryByText('jamais')).toBeNull();
  });
});

describe('button actions', () => {
  it('careNetworkRedirect: the row’s network by the care-network rules (Kalivia: a hidden POST form with API_KEY and NUM_OMC)', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    reply = () => ({
      status: 200,
      body: [{ reseau: 'KALIVIA', libelle: 'Kalivia', url: 'https://partenaire.example/sso', numOmc: 'OMC-1', description: 'Optique et audition' }],
    });
    const before = Date.now();
    draw({
      type: 'cards',
      label: 'Services partenaires',
      source: { resource: 'cgdm-svc/geo/reseaux' },
      title: { key: 'libelle', label: 'Réseau' },
      itemBlocks: [
        { type: 'text', text: '{item.description}' },
        { type: 'button', label: 'Accéder au service', ariaLabel: 'Accéder au service : {item.libelle}', action: 'careNetworkRedirect' },
      ],
    });
    expect(await screen.findByText('Optique et audition')).toBeInTheDocument();
    await userEvent.setup().click(await enabledButton('Accéder au service : Kalivia'));
    expect(submit).toHaveBeenCalledOnce();
    const form = document.querySelector<HTMLFormElement>('form.ea-care-network-form')!;
    expect(form.action).toBe('https://partenaire.example/sso');
    expect(form.method).toBe('post');
    const fields = Object.fromEntries(new FormData(form));
    expect(fields.NUM_OMC).toBe('OMC-1');
    expect(Number(fields.API_KEY)).toBeGreaterThanOrEqual(before);
  });

  it('careNetworkRedirect: a token provider gets its single-use token first', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    reply = (url) =>
      url.pathname === '/api/identity/sctoken/create'
        ? { status: 200, body: { scTokenId: 'jeton' } }
        : { status: 200, body: [{ reseau: 'SANTECLAIR', libelle: 'Santéclair', url: 'https://sc.example/entree', numOmc: null, description: '' }] };
    draw({
      type: 'list',
      label: 'Réseaux',
      source: { resource: 'cgdm-svc/geo/reseaux' },
      title: { key: 'libelle', label: 'Réseau' },
      itemBlocks: [{ type: 'button', label: 'Accéder au service', action: 'careNetworkRedirect' }],
    });
    await userEvent.setup().click(await enabledButton('Accéder au service'));
    await waitFor(() => expect(tab.location.href).toBe('https://sc.example/entree?idJeton=jeton-origin'));
    expect(tab.opener).toBeNull();
    expect(calls.find((call) => call.url.pathname === '/api/identity/sctoken/create')?.url.search).toBe('?reseau=SANTECLAIR');
  });

  it('securityCode: opens the 6-digit dialog for its operation (mail without a confirmed mobile); Escape gives the focus back', async () => {
    reply = (url) =>
      url.pathname === '/api/amf/send-security-code'
        ? { status: 200, body: { sendType: 'MAIL', destination: 'a*****@demo.fr', telephoneForbidden: false, expiresInSeconds: 600 } }
        : { status: 200, body: { amfActive: false, telephoneConfirme: false } };
    draw({
      type: 'section',
      title: 'Sécurité',
      reads: { amf: { resource: 'amf/get-encrypted-view-data' } },
      blocks: [
        {
          type: 'button',
          label: 'Activer la protection par SMS',
          action: 'securityCode',
          securityCode: { operation: 'activateAmf', hasConfirmedMobile: { $read: 'amf.telephoneConfirme' }, invalidates: ['amf/get-encrypted-view-data'] },
        },
      ],
    });
    const user = userEvent.setup();
    const button = await enabledButton('Activer la protection par SMS');
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Code de sécurité');
    await within(dialog).findByText(/envoyé par e-mail à a\*+@demo\.fr/);
    expect(posts('/api/amf/send-security-code').map((call) => call.body)).toEqual([{ sendType: 'MAIL', operation: 'activateAmf' }]);
    await waitFor(() => expect(document.activeElement?.closest('.bp6-overlay')).not.toBeNull());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});

describe('dialog holding a form', () => {
  it('an outcome message stays in the dialog; its footer button closes it and gives the focus back', async () => {
    reply = () => ({ status: 200, body: { isModeGestionManuel: true, isEnvoiArActivated: false } });
    draw({
      type: 'dialog',
      label: 'Répondre',
      title: 'Un consentement',
      closeLabel: 'Fermer',
      blocks: [
        {
          type: 'form',
          acte: 'consentement',
          submit: { endpoint: 'consentement' },
          data: { nomConsentement: 'newsletter', isAccepted: true },
          onSuccess: [
            { when: { value: { $response: 'isModeGestionManuel' }, truthy: true }, message: 'Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais.' },
            { close: true },
          ],
        },
      ],
    });
    const user = userEvent.setup();
    const opener = await screen.findByRole('button', { name: 'Répondre' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Un consentement' });
    await user.click(await within(dialog).findByRole('button', { name: 'Valider' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais.');
    expect(posts('/api/consentement').map((call) => call.body)).toEqual([{ nomConsentement: 'newsletter', isAccepted: true }]);
    // Three 'Fermer': the header's ×, the message's own and the dialog's footer; they all close.
    const closers = within(dialog).getAllByRole('button', { name: 'Fermer' });
    expect(closers).toHaveLength(3);
    await user.click(closers[1]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('the outcome close: true closes the dialog', async () => {
    reply = () => ({ status: 200, body: { isModeGestionManuel: false } });
    draw({
      type: 'dialog',
      label: 'Répondre',
      title: 'Un consentement',
      blocks: [
        {
          type: 'form',
          acte: 'consentement',
          submit: { endpoint: 'consentement' },
          data: { nomConsentement: 'newsletter', isAccepted: false },
          onSuccess: [{ toast: 'Merci', close: true }],
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Répondre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Un consentement' });
    await user.click(await within(dialog).findByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
  });
});

describe('contract cards', () => {
  it('label with non-valid states in brackets, masked RIB, styling hooks, and a per-card dialog only for active contracts', async () => {
    reply = () => ({
      status: 200,
      body: {
        contrats: [
          { numeroContratIndividuel: 'DEMO1001', nomOffre: 'Santé Famille', etat: 'valide', isActif: true, modalitePaiementPrestation: { rib: 'FR1420041010050500013M02606' } },
          { numeroContratIndividuel: 'DEMO1002', nomOffre: 'Santé Jeunes', etat: 'resilie', isActif: false, modalitePaiementPrestation: { rib: null } },
        ],
      },
    });
    draw({
      type: 'cards',
      label: 'Contrats',
      source: { resource: 'adherent/contrats', items: 'contrats' },
      columns: 1,
      classNames: { list: 'ea-contrats', item: 'ea-contrat' },
      title: { key: '.', label: 'Contrat', format: 'libelle-contrat' },
      fields: [{ key: 'modalitePaiementPrestation.rib', label: 'RIB de prestations', format: 'masque-iban', className: 'ea-contrat__rib' }],
      itemBlocks: [
        { type: 'dialog', label: 'Mettre à jour mon RIB de prestations', title: 'RIB', when: { value: { $item: 'isActif' }, truthy: true }, blocks: [] },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Contrats' });
    expect(list).toHaveClass('ea-cards', 'ea-contrats');
    expect(list).toHaveAttribute('data-columns', '1');
    const cards = list.querySelectorAll('.ea-contrat');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByRole('heading')).toHaveTextContent('Santé Famille – n° DEMO1001');
    expect(within(cards[1] as HTMLElement).getByRole('heading')).toHaveTextContent('Santé Jeunes – n° DEMO1002 (résilié)');
    expect(cards[0].querySelector('.ea-contrat__rib')).toHaveTextContent('FR14 **** **** **** **** ***2 606');
    expect(await within(cards[0] as HTMLElement).findByRole('button', { name: /^Mettre à jour mon RIB de prestations — / })).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).queryByRole('button', { name: /^Mettre à jour mon RIB de prestations — / })).toBeNull();
  });
});

describe('form of an acte with a management mode (the RIB de prestations)', () => {
  const rib = (mode: string): Block => {
    reply = (url) =>
      url.pathname.startsWith('/api/identity/client/mode-gestion/')
        ? { status: 200, body: { modeGestion: mode } }
        : { status: 200, body: { isModeGestionManuel: mode === 'manuel', isEnvoiArActivated: false } };
    return { type: 'form', acte: 'rib-prestations', submit: { endpoint: 'forms/ribprestations/form' }, data: { numContrat: 'DEMO1001' } };
  };
  const fill = async () => {
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Titulaire du compte/ }), 'Sophie DURAND');
    await user.type(screen.getByRole('textbox', { name: /IBAN/ }), 'fr76 3000 6000 0112 3456 7890 189');
    await user.type(screen.getByRole('textbox', { name: /BIC/ }), 'PSSTFRPPXXX');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
  };

  it('manual mode: the manifest’s mode is read first; the note shows and the document is required', async () => {
    draw(rib('manuel'));
    expect(await screen.findByText('Votre demande sera traitée par nos services : merci de joindre votre RIB.')).toBeInTheDocument();
    await fill();
    expect((await screen.findAllByText('Merci de joindre le document demandé.')).length).toBeGreaterThan(0);
    expect(posts('/api/forms/ribprestations/form')).toEqual([]);
    expect(calls[0].url.pathname).toBe('/api/identity/client/mode-gestion/ribPrestationsActeGestion');
  });

  it('automatic mode: no note, no document; the body is the acte’s own, IBAN in electronic form, with the card’s contract', async () => {
    draw(rib('automatique'));
    await fill();
    await waitFor(() => expect(posts('/api/forms/ribprestations/form')).toHaveLength(1));
    expect(posts('/api/forms/ribprestations/form')[0].body).toEqual({
      titulaire: 'Sophie DURAND', iban: 'FR7630006000011234567890189', bic: 'PSSTFRPPXXX', numContrat: 'DEMO1001',
    });
    expect(screen.queryByText(/merci de joindre votre RIB/)).toBeNull();
  });
});

describe('cards with a picture', () => {
  it('each card shows its logo from the item’s values; none when the value is missing', async () => {
    reply = () => ({
      status: 200,
      body: [
        { reseau: 'KALIVIA', libelle: 'Kalivia', imageId: 'logo-kalivia' },
        { reseau: 'ANNUAIRE', libelle: 'Annuaire', imageId: null },
      ],
    });
    draw({
      type: 'cards',
      label: 'Services partenaires',
      source: { resource: 'cgdm-svc/geo/reseaux' },
      image: { resource: 'cgdm-svc/geo/images/{item.imageId}' },
      title: { key: 'libelle', label: 'Réseau' },
    });
    const list = await screen.findByRole('list', { name: 'Services partenaires' });
    const [kalivia, annuaire] = within(list).getAllByRole('listitem');
    expect(kalivia.querySelector('img')).toHaveAttribute('src', '/api/cgdm-svc/geo/images/logo-kalivia');
    expect(kalivia.querySelector('img')).toHaveAttribute('alt', '');
    expect(annuaire.querySelector('img')).toBeNull();
  });
});
