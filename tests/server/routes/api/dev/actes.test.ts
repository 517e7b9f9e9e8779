import { describe, expect, it } from 'vitest';
import { startHarness } from '../../../helpers';

/** The acte catalogue of #/dev/actes: served with DEV_TOOLS=1 only. */
describe('GET /api/dev/actes (acte catalogue)', () => {
  it('lists every acte with its manifest, screens, steps and the settings its conditions read', async () => {
    const h = await startHarness('pglite', { seed: false, config: { devTools: true } });
    try {
      const browser = h.client();
      const list = await browser.get('/api/dev/actes');
      expect(list.statusCode, list.body).toBe(200);
      const items = list.json().items as Array<Record<string, unknown>>;
      const adresse = items.find((item) => item.acte === 'adresse');
      expect(adresse).toMatchObject({
        version: 1,
        roles: ['User', 'Beneficiaire'],
        contractStates: ['eninstance', 'valide', 'suspendu'],
        effect: 'demande',
        endpoints: ['POST /api/forms/adresse/form'],
        modeGestion: 'adresseActeGestion',
        ecrans: [expect.objectContaining({ fichier: 'screens/member/actes/adresse.screen.json', route: 'actes/adresse' })],
      });
      expect(items.some((item) => item.acte === 'declarationsinistre')).toBe(true);
      // An identity form has its manifest too (its own route, no role); its auth-mode branches are found in the common schemas.
      const register = items.find((item) => item.acte === 'register')!;
      expect(register).toMatchObject({ version: 1, effect: 'route register', endpoints: ['POST /api/identity/register'] });
      expect(register.reglages).toContainEqual({ nom: 'createAccountAuthMode', type: 'enum', valeurs: ['individual', 'nir', 'all', 'oneOfTwo'] });
      expect((items.find((item) => item.acte === 'pec-hospi')!.etapes as string[]).at(-1)).toBe('Récapitulatif');

      const detail = await browser.get('/api/dev/actes/adresse');
      expect(detail.statusCode).toBe(200);
      expect(detail.json().exemple.adresse.codePostal).toBe('75011');
      expect(detail.json().ecrans[0].bloc).toMatchObject({ type: 'form', acte: 'adresse' });
      expect((await browser.get('/api/dev/actes/inconnu')).statusCode).toBe(404);
    } finally {
      await h.close();
    }
  });

  it('is not served in production (no DEV_TOOLS): neither the list, the samples nor the preview submit', async () => {
    const h = await startHarness('pglite', { seed: false, config: { devTools: false } });
    try {
      const browser = h.client();
      expect((await browser.get('/api/dev/actes')).statusCode).toBe(404);
      expect((await browser.get('/api/dev/actes/adresse')).statusCode).toBe(404);
      expect((await browser.post('/api/dev/actes/adresse/essai', {})).statusCode).toBe(404);
      expect((await browser.get('/api/dev/status')).json()).toEqual({ devTools: false });
    } finally {
      await h.close();
    }
  });
});
