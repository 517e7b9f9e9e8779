import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readManifests } from '../../../../src/server/actes/manifests';
import { TRAITEE_AUTOMATIQUEMENT } from '../../../../src/server/actes/demandes';
import { DEMANDE_ACK_TEXTS } from '../../../../src/server/mail/demandeMails';
import { DB_KINDS, DEMO, lastMailTo, startHarness, type Client, type Harness, type MailboxEntry } from '../../helpers';
import { withOwnUploads } from '../../ownUploads';
import { readActeSample } from '../../../../src/server/actes/acteSample';

/**
 * An acte in automatic management mode changes the member's data when it is filed: the member reads
 * the change back through their own reads at once, the demande is « Traitée » with « traitée
 * automatiquement » in its history (the member's « Mes demandes » and the back office alike), and
 * the acknowledgement says the change is made. The same acte in manual mode changes nothing and
 * waits « Envoyée » for the gestion.
 */
const asSophie = { 'x-numcontrat': 'DEMO1001' };
const sampleOf = (acte: string): Record<string, unknown> =>
  readActeSample(acte);
const manifestOf = (acte: string) => readManifests().get(acte)!;

interface AutomaticCase {
  acte: string;
  /** What the member sends in automatic mode, then in manual mode (a document where manual mode asks one). */
  automatic: (c: Client) => Promise<Record<string, unknown>>;
  manual: (c: Client) => Promise<Record<string, unknown>>;
  /** The changed data, as the member reads it back. */
  read: (c: Client) => Promise<unknown>;
  /** What `read` answers once the automatic acte is applied. */
  expected: unknown;
  /** A change of bank details: a verified security code first. */
  bank?: boolean;
}

const profil = async (c: Client) => (await c.get('/api/adherent/profil/v2', asSophie)).json();
const ribOfDemo1001 = async (c: Client) =>
  ((await c.get('/api/adherent/contrats', asSophie)).json().contrats as { numeroContratIndividuel: string; modalitePaiementPrestation: { rib: string | null } }[]).find(
    (contrat) => contrat.numeroContratIndividuel === 'DEMO1001',
  )!.modalitePaiementPrestation.rib;
const cotisationsOfDemo1001 = async (c: Client) => {
  const { modePaiement, compteEncaissement } = (await c.get('/api/v2/adherent/contrats/DEMO1001', asSophie)).json().cotisations;
  return { modePaiement, compteEncaissement };
};
const same = (body: Record<string, unknown>) => async () => body;

const CASES: AutomaticCase[] = [
  {
    acte: 'adresse',
    automatic: same(sampleOf('adresse')),
    manual: same({ ...sampleOf('adresse'), adresse: { ...(sampleOf('adresse').adresse as object), numVoie: '3', libelleVoie: 'des Lilas', codePostal: '75020' } }),
    read: async (c) => {
      const { numVoie, libelleVoie, codePostal, localite } = (await profil(c)).adresse;
      return { numVoie, libelleVoie, codePostal, localite };
    },
    expected: { numVoie: '12', libelleVoie: 'de la Roquette', codePostal: '75011', localite: 'PARIS' },
  },
  {
    acte: 'communication-tel',
    automatic: same({ telephoneMobile: '0611223344', telephoneFixe: '0144556677' }),
    manual: same({ telephoneMobile: '0699887766', telephoneFixe: '0155667788' }),
    read: async (c) => {
      const { telephoneMobile, telephoneFixe } = (await profil(c)).contacts;
      return { telephoneMobile, telephoneFixe };
    },
    expected: { telephoneMobile: '0611223344', telephoneFixe: '0144556677' },
  },
  {
    acte: 'communication-mail',
    automatic: same({ email: 'sophie.contact@exemple.fr' }),
    manual: same({ email: 'sophie.autre@exemple.fr', motif: 'Une autre adresse' }),
    read: async (c) => (await profil(c)).contacts.email,
    expected: 'sophie.contact@exemple.fr',
  },
  {
    acte: 'dematerialisation',
    automatic: same({ dematerialisation: false }),
    manual: same({ dematerialisation: true }),
    read: async (c) => (await profil(c)).dematerialisation,
    expected: false,
  },
  {
    acte: 'situation-familiale',
    automatic: same({ situation: 'PACSE', dateEvenement: '2025-06-14' }),
    manual: (c) => withOwnUploads(c, { ...sampleOf('situation-familiale'), situation: 'MARIE' }),
    read: async (c) => (await c.get('/api/adherent/profil/situation-familiale', asSophie)).json().situationFamiliale,
    expected: 'Pacsé(e)',
  },
  {
    acte: 'rib',
    bank: true,
    automatic: same({ titulaire: 'Sophie DURAND', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', mandatSepa: true }),
    manual: (c) => withOwnUploads(c, sampleOf('rib')),
    read: ribOfDemo1001,
    expected: 'FR76 **** **** **** **** ***0 189',
  },
  {
    acte: 'rib-prestations',
    bank: true,
    automatic: same({ titulaire: 'Sophie DURAND', iban: 'FR7630004000031234567890143', bic: 'BNPAFRPP', numContrat: 'DEMO1001' }),
    manual: (c) => withOwnUploads(c, { ...sampleOf('rib-prestations'), numContrat: 'DEMO1001' }),
    read: ribOfDemo1001,
    expected: 'FR76 **** **** **** **** ***0 143',
  },
  {
    acte: 'ribcotisations',
    bank: true,
    automatic: same({ titulaire: 'Sophie DURAND', iban: 'FR7630001007941234567890185', bic: 'BDFEFRPP', jourPrelevement: '15', mandatSepa: true }),
    manual: (c) => withOwnUploads(c, sampleOf('ribcotisations')),
    read: cotisationsOfDemo1001,
    expected: { modePaiement: 'Prélèvement le 15 du mois', compteEncaissement: 'FR76 **** **** **** **** ***0 185' },
  },
  {
    acte: 'abonnement',
    automatic: same({ lettreInformation: true, alertesRemboursement: false, offresPartenaires: true }),
    manual: same({ lettreInformation: false, alertesRemboursement: true, offresPartenaires: false }),
    read: async (c) => (await profil(c)).abonnements,
    expected: { lettreInformation: true, alertesRemboursement: false, offresPartenaires: true },
  },
];

describe.each(DB_KINDS)('automatic actes change the member’s data (%s)', (kind) => {
  let h: Harness;
  let sophie: Client;
  let gestion: Client;
  let admin: Client;

  beforeAll(async () => {
    h = await startHarness(kind);
    sophie = h.client();
    expect((await sophie.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
    gestion = h.client();
    expect((await gestion.login(DEMO.gestion, DEMO.password)).statusCode).toBe(200);
    admin = h.client();
    expect((await admin.login(DEMO.admin, DEMO.password)).statusCode).toBe(200);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    await h.db.query("DELETE FROM rate_limits WHERE key LIKE 'demandes%' OR key LIKE 'amf:%'");
  });

  const putConfiguration = (body: unknown) =>
    h.app.inject({ method: 'PUT', url: '/api/admin/configuration', headers: { cookie: admin.cookieHeader, 'x-xsrf-token': admin.cookies.get('XSRF-TOKEN') ?? '' }, payload: body as object });

  /** The acte's mode, set as staff set it: « Configuration du client ». */
  const setMode = async (acte: string, modeGestion: 'manuel' | 'automatique') => {
    const id = manifestOf(acte).modeGestion!;
    const form = (await admin.get('/api/admin/configuration')).json();
    const modes = (form.modesGestion as { id: string; modeGestion: string }[]).filter((mode) => mode.id !== id);
    const res = await putConfiguration({ ...form, modesGestion: [...modes, { id, modeGestion }] });
    expect(res.statusCode, res.body).toBe(200);
  };

  async function verifiedCode(): Promise<string> {
    expect((await sophie.post('/api/amf/send-security-code', { sendType: 'MAIL', operation: 'verify' })).statusCode).toBe(200);
    const code = (await lastMailTo(h.app, DEMO.adherent))!.text.match(/\b(\d{6})\b/)![1];
    expect((await sophie.post('/api/amf/validate-operation', { securityCode: code, operation: 'verify' })).statusCode).toBe(200);
    return code;
  }

  /** The member's newest demande of the acte, as « Mes demandes » reads it. */
  const newestDemande = async (acte: string) =>
    ((await sophie.get('/api/adherent/demandes', asSophie)).json().items as { id: number; acte: string; statut: string; message: string | null }[]).find((item) => item.acte === acte);

  /** Files the acte through the member's own route; the new demande as « Mes demandes » reads it. */
  async function file(item: AutomaticCase, body: Record<string, unknown>, code: string | null) {
    const before = (await newestDemande(item.acte))?.id ?? 0;
    const res = await sophie.post(manifestOf(item.acte).endpoints[0].path, body, { ...asSophie, ...(code ? { 'x-securitycode': code } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    const demande = (await newestDemande(item.acte))!;
    expect(demande.id).toBeGreaterThan(before);
    return { reply: res.json() as { isModeGestionManuel: boolean }, demande };
  }

  const ackTo = async (demandeId: number): Promise<MailboxEntry | undefined> =>
    ((await h.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(DEMO.adherent)}` })).json() as MailboxEntry[]).find(
      (mail) => mail.subject?.startsWith('Accusé de réception') && mail.text.includes(`n° ${demandeId}`),
    );

  it.each(CASES.map((item) => [item.acte, item] as const))('%s: applied at once in automatic mode, left to the gestion in manual mode', async (_acte, item) => {
    const code = item.bank ? await verifiedCode() : null;
    expect(await item.read(sophie)).not.toEqual(item.expected);

    await setMode(item.acte, 'automatique');
    const automatic = await file(item, await item.automatic(sophie), code);
    expect(automatic.reply.isModeGestionManuel).toBe(false);
    expect(await item.read(sophie)).toEqual(item.expected);
    expect(automatic.demande).toMatchObject({ statut: 'traitee', message: TRAITEE_AUTOMATIQUEMENT });
    const listed = (await gestion.get(`/api/admin/demandes?acte=${item.acte}&taille=100`)).json().items as { id: number; statut: string }[];
    expect(listed.find((row) => row.id === automatic.demande.id)?.statut).toBe('traitee');
    const detail = (await gestion.get(`/api/admin/demandes/${automatic.demande.id}`)).json();
    expect(detail.historique[0]).toMatchObject({ avant: 'envoyee', apres: 'traitee', message: TRAITEE_AUTOMATIQUEMENT });
    const ack = await ackTo(automatic.demande.id);
    expect(ack?.text).toContain(DEMANDE_ACK_TEXTS.applied);

    await setMode(item.acte, 'manuel');
    const manual = await file(item, await item.manual(sophie), code);
    expect(manual.reply.isModeGestionManuel).toBe(true);
    expect(await item.read(sophie)).toEqual(item.expected);
    expect(manual.demande).toMatchObject({ statut: 'envoyee', message: null });
    expect((await gestion.get(`/api/admin/demandes/${manual.demande.id}`)).json().historique).toEqual([]);
    const manualAck = await ackTo(manual.demande.id);
    expect(manualAck?.text).toContain(DEMANDE_ACK_TEXTS.manual);
    expect(manualAck?.text).not.toContain(DEMANDE_ACK_TEXTS.applied);
  });

  it('the acte changed and the demande filed together: a change that cannot be applied leaves no demande', async () => {
    await setMode('rib', 'automatique');
    const code = await verifiedCode();
    const before = (await newestDemande('rib'))?.id;
    // The contract refuses the change (a trigger stands for any failure of the write): nothing of the request stays.
    await h.db.query("CREATE OR REPLACE FUNCTION refuse_contrat_change() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refusé'; END; $$ LANGUAGE plpgsql");
    await h.db.query('CREATE TRIGGER refuse_contrat_change BEFORE UPDATE OF modalite_paiement ON contrats FOR EACH ROW EXECUTE FUNCTION refuse_contrat_change()');
    try {
      const res = await sophie.post('/api/forms/rib/form', { titulaire: 'Sophie DURAND', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', mandatSepa: true }, { ...asSophie, 'x-securitycode': code });
      expect(res.statusCode).toBe(500);
      expect((await newestDemande('rib'))?.id).toBe(before);
    } finally {
      await h.db.query('DROP TRIGGER refuse_contrat_change ON contrats');
    }
  });

  it('a beneficiary’s own account does not change the holder’s data: its demande waits for the gestion', async () => {
    await setMode('adresse', 'automatique');
    const thomas = h.client();
    expect((await thomas.login('beneficiaire@demo.fr', DEMO.password)).statusCode).toBe(200);
    const before = (await profil(sophie)).adresse;
    const res = await thomas.post('/api/forms/adresse/form', { ...sampleOf('adresse'), adresse: { ...(sampleOf('adresse').adresse as object), libelleVoie: 'du Faubourg Saint-Antoine' } }, asSophie);
    expect(res.statusCode, res.body).toBe(200);
    // Not applied: the member is told the gestion will process it, not that it is done.
    expect(res.json()).toMatchObject({ isModeGestionManuel: true });
    expect((await profil(sophie)).adresse).toEqual(before);
    const { rows } = await h.db.query<{ statut: string }>('SELECT statut FROM demandes WHERE id = $1', [res.json().demandeId]);
    expect(rows[0].statut).toBe('envoyee');
  });

  it('an acte a person must process cannot be set to automatic mode in the client configuration', async () => {
    const manualOnly = [...readManifests().values()].filter((manifest) => manifest.application === 'manuelle');
    expect(manualOnly.map((manifest) => manifest.acte).sort()).toEqual(['donneesro', 'inscriptionbeneficiaire']);
    const form = (await admin.get('/api/admin/configuration')).json();
    const modes = (form.modesGestion as { id: string; modeGestion: string }[]).map((mode) =>
      mode.id === 'inscriptionBeneficiaireActeGestion' ? { ...mode, modeGestion: 'automatique' } : mode,
    );
    const index = modes.findIndex((mode) => mode.id === 'inscriptionBeneficiaireActeGestion');
    const res = await putConfiguration({ ...form, modesGestion: modes });
    expect(res.statusCode).toBe(400);
    const message = "Le mode automatique n'est pas possible pour « Inscription d'un bénéficiaire » : un justificatif doit y être vérifié par un gestionnaire.";
    expect(res.json()).toMatchObject({ message, errors: [{ path: `/modesGestion/${index}/modeGestion`, message }] });
    expect((await admin.get('/api/admin/configuration')).json()).toEqual(form);
  });

  it('an acte the portal cannot apply itself cannot be set to automatic mode either: the member would be told it is done while nothing changed', async () => {
    const form = (await admin.get('/api/admin/configuration')).json();
    for (const [id, libelles] of [
      ['garantiesActeGestion', '« Changement de niveau de garanties »'],
      ['velOptionsActeGestion', '« Souscription d\'une option », « Fin d\'une option », « Souscription d\'un renfort »'],
    ] as const) {
      const modes = (form.modesGestion as { id: string; modeGestion: string }[]).map((mode) => (mode.id === id ? { ...mode, modeGestion: 'automatique' } : mode));
      const index = modes.findIndex((mode) => mode.id === id);
      const res = await putConfiguration({ ...form, modesGestion: modes });
      expect(res.statusCode, id).toBe(400);
      const message = `Le mode automatique n'est pas possible pour ${libelles} : le portail ne sait pas appliquer cette demande lui-même, un gestionnaire la traite.`;
      expect(res.json()).toMatchObject({ message, errors: [{ path: `/modesGestion/${index}/modeGestion`, message }] });
    }
    expect((await admin.get('/api/admin/configuration')).json()).toEqual(form);
  });
});
