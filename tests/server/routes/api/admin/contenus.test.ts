import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startHarness, type Harness } from '../../../helpers';
import { callers, send, statuses } from '../../../settingsClient';

describe.each(DB_KINDS)('CMS blocks and FAQ in the back office /api/admin/contenus (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  it('reads: 401 anonymous, 403 member, 200 gestionnaire and admin', async () => {
    expect(await statuses(h, (c) => c.get('/api/admin/contenus/cms'))).toEqual({ anonymous: 401, member: 403, gestion: 200, admin: 200 });
    expect(await statuses(h, (c) => c.get('/api/admin/contenus/faq'))).toEqual({ anonymous: 401, member: 403, gestion: 200, admin: 200 });
  });

  it('writes: 401 anonymous, 403 member, 403 gestionnaire, 200 admin (create, update, delete)', async () => {
    let n = 0;
    const created = await statuses(h, (c) => c.post('/api/admin/contenus/cms', { name: 'Test_Droits', itemName: `bloc-${++n}`, content: '<p>x</p>' }));
    expect(created).toEqual({ anonymous: 401, member: 403, gestion: 403, admin: 200 });
    const { admin } = await callers(h);
    const id = (await admin.post('/api/admin/contenus/cms', { name: 'Test_Droits', itemName: 'cible', content: '<p>y</p>' })).json().id as number;
    expect(await statuses(h, (c) => send(c, 'PUT', '/api/admin/contenus/cms', { id, name: 'Test_Droits', itemName: 'cible', content: '<p>z</p>' }))).toEqual({
      anonymous: 401, member: 403, gestion: 403, admin: 200,
    });
    expect(await statuses(h, (c) => send(c, 'DELETE', '/api/admin/contenus/cms', { id }))).toEqual({ anonymous: 401, member: 403, gestion: 403, admin: 200 });
    const faq = await statuses(h, (c) => c.post('/api/admin/contenus/faq', { categorie: 'compte', title: 'Question de test ?', content: '<p>Réponse</p>' }));
    expect(faq).toEqual({ anonymous: 401, member: 403, gestion: 403, admin: 200 });
  });

  it('an edited CMS block is sanitised when stored (script stripped) and the public read shows the change', async () => {
    const { admin } = await callers(h);
    const blocks = (await admin.get('/api/admin/contenus/cms')).json().items as { id: number; name: string; itemName: string; title: string }[];
    const mentions = blocks.find((block) => block.name === 'Pages_Statiques' && block.itemName === 'mentions-legales')!;
    const res = await send(admin, 'PUT', '/api/admin/contenus/cms', {
      id: mentions.id, name: 'Pages_Statiques', itemName: 'mentions-legales', title: 'Mentions légales',
      content: '<h4>Nouvel éditeur</h4><script>alert(1)</script><p onclick="x()">Texte <a href="javascript:alert(1)">lien</a></p>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toBe('<h4>Nouvel éditeur</h4><p>Texte <a>lien</a></p>');
    const stored = await h.db.query<{ content: string }>('SELECT content FROM cms_blocks WHERE id = $1', [mentions.id]);
    expect(stored.rows[0].content).not.toContain('script');
    const page = (await h.client().get('/api/cms/blocklists?name=Pages_Statiques&itemName=mentions-legales')).json();
    expect(page.items[0].content).toBe('<h4>Nouvel éditeur</h4><p>Texte <a>lien</a></p>');
  });

  it('a CMS block with a name already taken is refused (409); an unknown id is a 404', async () => {
    const { admin } = await callers(h);
    const taken = await admin.post('/api/admin/contenus/cms', { name: 'Pages_Statiques', itemName: 'cgu', content: '<p>double</p>' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Un bloc porte déjà ce nom de liste et d’élément.');
    expect((await send(admin, 'DELETE', '/api/admin/contenus/cms', { id: 999999 })).statusCode).toBe(404);
  });

  it('FAQ: create (sanitised), the public FAQ search finds it, edit, delete; an unknown category is refused in French', async () => {
    const { admin } = await callers(h);
    const created = await admin.post('/api/admin/contenus/faq', { categorie: 'compte', title: 'Puis-je changer de pseudonyme zorglub ?', content: '<p>Oui.</p><script>steal()</script>' });
    expect(created.statusCode).toBe(200);
    const question = created.json();
    expect(question).toMatchObject({ categorie: 'compte', content: '<p>Oui.</p>' });
    const found = (await h.client().get('/api/inbenta-faq/search?query=zorglub')).json().items as { title: string }[];
    expect(found.map((item) => item.title)).toEqual(['Puis-je changer de pseudonyme zorglub ?']);

    const edited = await send(admin, 'PUT', '/api/admin/contenus/faq', { id: question.id, categorie: 'contrat', title: 'Puis-je changer de pseudonyme zorglub ?', content: '<p>Non.</p>' });
    expect(edited.json()).toMatchObject({ categorie: 'contrat', content: '<p>Non.</p>' });
    expect((await send(admin, 'DELETE', '/api/admin/contenus/faq', { id: question.id })).statusCode).toBe(200);
    expect((await h.client().get('/api/inbenta-faq/search?query=zorglub')).json().items).toEqual([]);

    const unknown = await admin.post('/api/admin/contenus/faq', { categorie: 'inconnue', title: 'Q ?', content: '<p>R</p>' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^La catégorie « inconnue » n’existe pas\. Catégories : compte, /);
  });
});
