import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchAsVisitor } from '../../../src/server/page/pagePreview';
import type { renderPreview as RenderPreview } from '../../../src/ssr/renderPreview';
import { DEMO, startHarness, type Harness } from '../helpers';

// As the server's build of the shell says it (vite.ssr.config.ts), before the API slice is made.
vi.stubEnv('EA_PREVIEW', 'true');
const { renderPreview } = (await import('../../../src/ssr/renderPreview')) as { renderPreview: typeof RenderPreview };

// The member home drawn on the server (src/ssr) reads through the server itself, as the
// visitor: it shows what the visitor's own browser would read, and nothing else.
describe('the member home drawn by the server', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('pglite');
  });
  afterAll(async () => {
    await h?.close();
  });

  async function previewAs(userName: string, contrat: string | null) {
    const c = h.client();
    expect((await c.login(userName, DEMO.password)).statusCode).toBe(200);
    const request = { server: h.app, headers: { cookie: c.cookieHeader }, ip: '127.0.0.1' } as unknown as FastifyRequest;
    return renderPreview({ route: '/accueil', fetch: fetchAsVisitor(request), contrat });
  }
  const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

  it('draws the member’s home with her data: the screen file’s sections, her contract, her last reimbursements', async () => {
    const preview = await previewAs(DEMO.adherent, null);
    expect(preview?.contrat).toBe('DEMO1001');
    const shown = text(preview!.html);
    expect(shown).toContain('Sophie DURAND');
    expect(shown).toContain('Mon contrat en cours');
    expect(shown).toContain('Numéro de contrat DEMO1001');
    expect(shown).toContain('Mes derniers remboursements');
    expect(preview!.html).toContain('class="ea-remboursement-recent');
    // The reads it drew from go with it, under the blocks' own arguments, for the app's cache.
    const courant = preview!.reads.find(({ args }) => args.resource === 'v2/adherent/contrat-courant');
    expect(courant?.data).toMatchObject({ numeroContratIndividuel: 'DEMO1001' });
    expect(preview!.reads.some(({ args }) => args.resource === 'v1/adherent/remboursements')).toBe(true);
  });

  it('shows the remembered contract when it is hers, and the rule’s choice when it is not', async () => {
    expect((await previewAs(DEMO.adherent, 'DEMO1003'))?.contrat).toBe('DEMO1003');
    expect(text((await previewAs(DEMO.adherent, 'DEMO1003'))!.html)).toContain('Numéro de contrat DEMO1003');
    expect((await previewAs(DEMO.adherent, 'AUTRE0001'))?.contrat).toBe('DEMO1001');
  });

  it('a beneficiary’s home shows his own reimbursements only, as his browser would', async () => {
    const preview = await previewAs('beneficiaire@demo.fr', null);
    const cards = [...preview!.html.matchAll(/class="ea-remboursement-recent[\s\S]*?<\/article>|class="ea-remboursement-recent[\s\S]*?<\/li>/g)].map((match) => text(match[0]));
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card).toMatch(/Bénéficiaire Thomas DURAND/);
  });

  it('draws nothing for a visitor the member home turns away (back office) nor for a session that is gone', async () => {
    expect(await previewAs(DEMO.gestion, null)).toBeNull();
    const gone = { server: h.app, headers: { cookie: 'sid=s.nope' }, ip: '127.0.0.1' } as unknown as FastifyRequest;
    expect(await renderPreview({ route: '/accueil', fetch: fetchAsVisitor(gone), contrat: null })).toBeNull();
  });

  it('reads as the visitor’s browser would: their cookies, their host (which names the client), their address', async () => {
    let asked: { url?: string; headers?: Record<string, string>; remoteAddress?: string } = {};
    const server = { inject: async (options: typeof asked) => ((asked = options), { statusCode: 200, rawPayload: Buffer.from('{}'), headers: { 'content-type': 'application/json' } }) };
    const request = { server, headers: { cookie: 'sid=s.x', host: 'horizon.localhost:8080', 'user-agent': 'UA' }, ip: '203.0.113.9' } as unknown as FastifyRequest;
    const answer = await fetchAsVisitor(request)('http://portail.invalid/api/identity/client?x=1', { headers: { 'x-numcontrat': 'DEMO1001' } });
    expect(await answer.json()).toEqual({});
    expect(asked.url).toBe('/api/identity/client?x=1');
    expect(asked.headers).toMatchObject({ cookie: 'sid=s.x', host: 'horizon.localhost:8080', 'user-agent': 'UA', 'x-numcontrat': 'DEMO1001' });
    expect(asked.remoteAddress).toBe('203.0.113.9');
  });

  it('only reads', async () => {
    const request = { server: h.app, headers: {}, ip: '127.0.0.1' } as unknown as FastifyRequest;
    await expect(fetchAsVisitor(request)('http://portail.invalid/api/identity/logout', { method: 'POST' })).rejects.toThrow(/only reads/);
  });
});
