import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startHarness, tempDataDir, type Harness } from './helpers';

// Issue 18: the page with the route → chunks map and the contracts preload goes to a valid
// session only (src/server/pageShell.ts); anyone else gets the plain page.
describe('the single page, by session', () => {
  let h: Harness;
  let staticDir: ReturnType<typeof tempDataDir>;
  beforeAll(async () => {
    staticDir = tempDataDir();
    fs.writeFileSync(path.join(staticDir.dir, 'index.html'), '<html>plain</html>');
    fs.writeFileSync(path.join(staticDir.dir, 'index.session.html'), '<html>session</html>');
    h = await startHarness('pglite', { config: { staticDir: staticDir.dir } });
  });
  afterAll(async () => {
    await h?.close();
    staticDir?.remove();
  });

  it('a visitor with no session gets the plain page, at / and at any other page path', async () => {
    const c = h.client();
    for (const url of ['/', '/accueil']) {
      const res = await c.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<html>plain</html>');
      expect(res.headers.vary).toMatch(/cookie/i);
    }
  });

  it('a logged-in visitor gets the session page; once the session is gone, the plain one again', async () => {
    const c = h.client();
    expect((await c.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
    expect((await c.get('/')).body).toBe('<html>session</html>');
    await h.app.db.query('DELETE FROM sessions');
    expect((await c.get('/')).body).toBe('<html>plain</html>');
  });

  it('an idle session past its timeout counts as none', async () => {
    const c = h.client();
    expect((await c.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
    h.advance(31 * 60 * 1000);
    expect((await c.get('/accueil')).body).toBe('<html>plain</html>');
  });
});
