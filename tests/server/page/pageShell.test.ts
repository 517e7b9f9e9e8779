import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startHarness, tempDataDir, type Harness } from '../helpers';

// The page with the route → chunks map and the contracts preload goes to a valid
// session only (src/server/page/pageShell.ts); anyone else gets the plain page.
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

// The page goes compressed (the session page carries the route → chunks map: ~15 KB),
// still by session and always revalidated.
describe('the single page, compressed', () => {
  let h: Harness;
  let staticDir: ReturnType<typeof tempDataDir>;
  const page = (who: string) => `<html><head>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(100)}</head><body>${who}</body></html>`;
  beforeAll(async () => {
    staticDir = tempDataDir();
    fs.writeFileSync(path.join(staticDir.dir, 'index.html'), page('plain'));
    fs.writeFileSync(path.join(staticDir.dir, 'index.session.html'), page('session'));
    h = await startHarness('pglite', { config: { staticDir: staticDir.dir } });
  });
  afterAll(async () => {
    await h?.close();
    staticDir?.remove();
  });

  it('sends each page gzip-compressed when the browser accepts it, with Vary: cookie and no-cache kept', async () => {
    const c = h.client();
    const check = async (url: string, who: string) => {
      const res = await c.get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toMatch(/^(gzip|br|deflate)$/);
      expect(res.headers.vary).toMatch(/cookie/i);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.rawPayload.length).toBeLessThan(page(who).length / 4);
      const body = res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : zlib.unzipSync(res.rawPayload);
      expect(body.toString()).toBe(page(who));
    };
    await check('/', 'plain');
    await check('/accueil', 'plain');
    expect((await c.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
    await check('/', 'session');
    // no Accept-Encoding: the page as it is
    const plain = await c.get('/', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page('session'));
  });

  it('a missing asset or API path is still a 404, never the page', async () => {
    const c = h.client();
    for (const url of ['/assets/old-chunk-abcdefgh.js', '/api/nothing-here']) {
      const res = await c.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<html>');
    }
  });
});
