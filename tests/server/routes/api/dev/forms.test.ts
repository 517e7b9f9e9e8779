import { describe, expect, it } from 'vitest';
import { startHarness } from '../../../helpers';
import { readActeSample } from '../../../../../src/server/actes/acteSample';

const sample = readActeSample('dev-saisie');

/** The developer screens' forms get a real answer in the demo (DEV_TOOLS=1), checked by their schema. */
describe('POST /api/dev/<name> (developer forms)', () => {
  it('validates the body with the dev acte schema and sends it back; unknown names are 404', async () => {
    const h = await startHarness('pglite', { config: { devTools: true } });
    try {
      const browser = h.client();
      const ok = await browser.post('/api/dev/saisie', sample);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().recu).toMatchObject({ texte: sample.texte, iban: sample.iban });
      const bad = await browser.post('/api/dev/saisie', { ...sample, nir: '1'.repeat(20) });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.some((error: { path: string }) => error.path === '/nir')).toBe(true);
      expect((await browser.post('/api/dev/inconnu', {})).statusCode).toBe(404);
    } finally {
      await h.close();
    }
  });

  it('does not exist without DEV_TOOLS', async () => {
    const h = await startHarness('pglite', { seed: false, config: { devTools: false } });
    try {
      expect((await h.client().post('/api/dev/saisie', sample)).statusCode).toBe(404);
    } finally {
      await h.close();
    }
  });
});
