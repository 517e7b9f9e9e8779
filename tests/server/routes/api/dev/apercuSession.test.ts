import { describe, expect, it } from 'vitest';
import { startHarness } from '../../../helpers';

/**
 * The acte preview runs as a demo member without a login (DEV_TOOLS only): its form's member reads
 * then answer instead of a 401 that would send the page to the login screen.
 */
describe('POST /api/dev/apercu/session (the preview as a demo member)', () => {
  it('opens the session of the demo member of the role asked, with no password; /api/dev/status says when the server started', { timeout: 120_000 }, async () => {
    const h = await startHarness('pglite', { seed: true, config: { devTools: true } });
    try {
      const browser = h.client();
      expect((await browser.get('/api/identity/current-user')).json()).toBeNull();
      const refused = await browser.post('/api/dev/apercu/session', { role: 'Admin' });
      expect(refused.statusCode, 'only the member roles').toBe(400);
      const started = await browser.post('/api/dev/apercu/session', { role: 'User' });
      expect(started.statusCode, started.body).toBe(200);
      expect(started.json()).toMatchObject({ userName: 'adherent@demo.fr', roles: ['User'] });
      expect((await browser.get('/api/identity/current-user')).json()).toMatchObject({ userName: 'adherent@demo.fr' });
      expect((await browser.get('/api/adherent/contrats')).statusCode, 'the member reads answer').toBe(200);

      const status = (await browser.get('/api/dev/status')).json() as { devTools: boolean; demarrage: number };
      expect(status.devTools).toBe(true);
      expect(status.demarrage).toBeLessThanOrEqual(Date.now());
    } finally {
      await h.close();
    }
  });

  it('is not served without DEV_TOOLS', async () => {
    const h = await startHarness('pglite', { seed: false, config: { devTools: false } });
    try {
      const browser = h.client();
      expect((await browser.post('/api/dev/apercu/session', { role: 'User' })).statusCode).toBe(404);
      expect((await browser.get('/api/identity/current-user')).json()).toBeNull();
      expect((await browser.get('/api/dev/status')).json()).toEqual({ devTools: false });
    } finally {
      await h.close();
    }
  });
});
