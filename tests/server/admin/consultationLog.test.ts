import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Client, type Harness } from '../helpers';

const CONSULTANT = 'consultant@demo.fr';

/** The consultant reads the demandes without changing them; every staff read of a member's demande is in the security journal. */
describe.each(DB_KINDS)('consultant and the security journal (%s)', (kind) => {
  let h: Harness;
  let consultant: Client;
  let demandeId: number;

  const journal = async () =>
    (
      await h.db.query<{ identifier: string; roles: string[]; ressource: string; demande_id: string | null; ip: string | null }>(
        'SELECT identifier, roles, ressource, demande_id::text AS demande_id, ip FROM consultation_logs ORDER BY id',
      )
    ).rows;

  beforeAll(async () => {
    h = await startHarness(kind);
    consultant = h.client();
    expect((await consultant.login(CONSULTANT, DEMO.password)).statusCode).toBe(200);
    const { rows } = await h.db.query<{ id: number }>("SELECT id::int AS id FROM demandes WHERE acte = 'rib-prestations' AND statut = 'document_manquant'");
    demandeId = rows[0].id;
  });
  afterAll(async () => h?.close());

  it('the demo consultant is a consultant without contract, with read-only rights on the demandes', async () => {
    const me = (await consultant.get('/api/identity/current-user')).json();
    expect(me).toMatchObject({ roles: ['Consultant'], isConsultant: true, isBackEndUser: false, isAdmin: false });
    expect(me.rights.demandes).toEqual({ visualisation: 'Both' });
    expect((await consultant.get('/api/adherent/contrats')).json()).toEqual({ contrats: [] });
  });

  it('reads the demandes, never changes them', async () => {
    expect((await consultant.get('/api/admin/demandes')).statusCode).toBe(200);
    expect((await consultant.get(`/api/admin/demandes/${demandeId}`)).statusCode).toBe(200);
    expect((await consultant.get(`/api/admin/demandes/${demandeId}/recapitulatif`)).statusCode).toBe(200);
    expect((await consultant.post(`/api/admin/demandes/${demandeId}/statut`, { statut: 'en_cours' })).statusCode).toBe(403);
  });

  it('every read of a demande by staff is written to the journal: who, which roles, what, from where; refusals and misses are not', async () => {
    await h.db.query('DELETE FROM consultation_logs');
    expect((await consultant.get(`/api/admin/demandes/${demandeId}`)).statusCode).toBe(200);
    expect((await consultant.get(`/api/admin/demandes/${demandeId}/recapitulatif`)).statusCode).toBe(200);
    expect((await consultant.get('/api/admin/demandes?statut=document_manquant')).statusCode).toBe(200);
    expect((await consultant.get(`/api/admin/demandes/${demandeId + 1000}`)).statusCode).toBe(404);
    const gestion = h.client();
    expect((await gestion.login(DEMO.gestion, DEMO.password)).statusCode).toBe(200);
    expect((await gestion.get(`/api/admin/demandes/${demandeId}`)).statusCode).toBe(200);
    const member = h.client();
    expect((await member.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
    expect((await member.get(`/api/admin/demandes/${demandeId}`, { 'x-numcontrat': 'DEMO1001' })).statusCode).toBe(403);

    expect(await journal()).toEqual([
      { identifier: CONSULTANT, roles: ['Consultant'], ressource: `admin/demandes/${demandeId}`, demande_id: String(demandeId), ip: expect.any(String) },
      { identifier: CONSULTANT, roles: ['Consultant'], ressource: `admin/demandes/${demandeId}/recapitulatif`, demande_id: String(demandeId), ip: expect.any(String) },
      { identifier: CONSULTANT, roles: ['Consultant'], ressource: 'admin/demandes', demande_id: null, ip: expect.any(String) },
      { identifier: DEMO.gestion, roles: ['BackEndUser'], ressource: `admin/demandes/${demandeId}`, demande_id: String(demandeId), ip: expect.any(String) },
    ]);
  });
});
