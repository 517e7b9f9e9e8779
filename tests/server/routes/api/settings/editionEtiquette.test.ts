import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startHarness, type Harness } from '../../../helpers';
import { callers, send, statuses } from '../../../settingsClient';

describe.each(DB_KINDS)('editions and étiquettes /api/settings/edition|etiquette (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  const samples = {
    edition: { code: 'ATT-DROITS', libelle: 'Attestation de droits', type: 'attestation' },
    etiquette: { code: 'URGENT', libelle: 'Urgent' },
  };

  for (const list of ['edition', 'etiquette'] as const) {
    it(`${list}: 401 anonymous, 403 member; gestionnaire reads but may not write; admin creates, updates, deletes`, async () => {
      const url = `/api/settings/${list}`;
      expect(await statuses(h, (c) => c.get(url))).toEqual({ anonymous: 401, member: 403, gestion: 200, admin: 200 });
      let n = 0;
      expect(await statuses(h, (c) => c.post(url, { ...samples[list], code: `DROITS-${++n}` }))).toEqual({ anonymous: 401, member: 403, gestion: 403, admin: 200 });
      const { admin } = await callers(h);
      const created = await admin.post(url, samples[list]);
      expect(created.json()).toMatchObject(samples[list]);
      const id = created.json().id as number;
      expect((await admin.post(url, samples[list])).statusCode).toBe(409);
      expect(await statuses(h, (c) => send(c, 'PUT', url, { ...samples[list], id, libelle: 'Renommé' }))).toEqual({ anonymous: 401, member: 403, gestion: 403, admin: 200 });
      expect(((await admin.get(url)).json().items as { id: number; libelle: string }[]).find((item) => item.id === id)?.libelle).toBe('Renommé');
      expect(await statuses(h, (c) => send(c, 'DELETE', url, { id }))).toEqual({ anonymous: 401, member: 403, gestion: 403, admin: 200 });
      expect((await send(admin, 'DELETE', url, { id })).statusCode).toBe(404);
      const bad = await admin.post(url, { ...samples[list], libelle: '' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Merci de saisir le libellé.');
    });
  }
});
