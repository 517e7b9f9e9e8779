import type { FastifyInstance } from 'fastify';
import { requireRight } from '../../../admin/rights';
import { HttpError } from '../../../errors';
import { loadFormContext } from '../../../identity/context';
import { assertValidBody } from '../../../validation';
import { replies } from '../../../schemas/replies';
import { sanitizeHtml } from '../../../content/sanitizeHtml';

/**
 * CMS blocks and FAQ questions edited in the back office (#/admin/contenus),
 * right « contenus »: visualisation to list, creation / modification / suppression to change.
 * - GET    /api/admin/contenus/cms   → { items: [{ id, name, itemName, title, content, position }] }
 * - POST   /api/admin/contenus/cms   (acte cms-block) creates; PUT (with id) updates; DELETE { id } removes
 * - GET    /api/admin/contenus/faq   → { items: [{ id, categorie, categorieLibelle, title, content, position }], categories }
 * - POST   /api/admin/contenus/faq   (acte faq-question) creates; PUT (with id) updates; DELETE { id } removes
 * HTML is sanitised when stored (the public reads sanitise again): a script never reaches the database.
 */

const idBody = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] } as const;
const deleted = { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] } as const;

const cmsItem = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    itemName: { type: 'string' },
    title: { type: 'string' },
    content: { type: 'string' },
    position: { type: 'integer' },
  },
  required: ['id', 'name', 'itemName', 'title', 'content', 'position'],
} as const;

const faqItem = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    categorie: { type: 'string' },
    categorieLibelle: { type: 'string' },
    title: { type: 'string' },
    content: { type: 'string' },
    position: { type: 'integer' },
  },
  required: ['id', 'categorie', 'categorieLibelle', 'title', 'content', 'position'],
} as const;

const NOT_FOUND_CMS = 'Ce bloc de contenu n’existe pas.';
const NOT_FOUND_FAQ = 'Cette question n’existe pas.';
const DUPLICATE_CMS = 'Un bloc porte déjà ce nom de liste et d’élément.';

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === '23505';
}

export default async function contenuRoutes(app: FastifyInstance): Promise<void> {
  const CMS_COLUMNS = 'id, name, item_name AS "itemName", title, content, position';

  app.get(
    '/api/admin/contenus/cms',
    { preHandler: requireRight('contenus', 'visualisation'), schema: { response: replies({ type: 'object', properties: { items: { type: 'array', items: cmsItem } }, required: ['items'] }, [401, 403]) } },
    async () => ({ items: (await app.db.query(`SELECT ${CMS_COLUMNS} FROM cms_blocks ORDER BY name, position, item_name, id`)).rows }),
  );

  async function saveCms(request: Parameters<typeof loadFormContext>[0], id: number | null) {
    const { context } = await loadFormContext(request);
    const body = assertValidBody('cms-block', request.body, context);
    const values = [body.name, body.itemName ?? '', body.title ?? '', sanitizeHtml(body.content), body.position ?? 0];
    try {
      const { rows } =
        id === null
          ? await app.db.query(`INSERT INTO cms_blocks (name, item_name, title, content, position) VALUES ($1, $2, $3, $4, $5) RETURNING ${CMS_COLUMNS}`, values)
          : await app.db.query(
              `UPDATE cms_blocks SET name = $1, item_name = $2, title = $3, content = $4, position = $5, updated_at = now() WHERE id = $6 RETURNING ${CMS_COLUMNS}`,
              [...values, id],
            );
      if (!rows[0]) throw new HttpError(404, NOT_FOUND_CMS);
      return rows[0];
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, DUPLICATE_CMS);
      throw error;
    }
  }

  const cmsReply = replies(cmsItem, [400, 401, 403, 404, 409]);
  app.post('/api/admin/contenus/cms', { preHandler: requireRight('contenus', 'creation'), schema: { response: cmsReply } }, async (request) => saveCms(request, null));
  app.put('/api/admin/contenus/cms', { preHandler: requireRight('contenus', 'modification'), schema: { response: cmsReply } }, async (request) => {
    const id = (request.body as { id?: unknown } | null)?.id;
    if (typeof id !== 'number') throw new HttpError(400, NOT_FOUND_CMS);
    return saveCms(request, id);
  });
  app.delete<{ Body: { id: number } }>(
    '/api/admin/contenus/cms',
    { preHandler: requireRight('contenus', 'suppression'), schema: { body: idBody, response: replies(deleted, [400, 401, 403, 404]) } },
    async (request) => {
      const { affectedRows } = await app.db.query('DELETE FROM cms_blocks WHERE id = $1', [request.body.id]);
      if (affectedRows === 0) throw new HttpError(404, NOT_FOUND_CMS);
      return { id: request.body.id };
    },
  );

  const FAQ_SELECT = `SELECT q.id, c.code AS categorie, c.name AS "categorieLibelle", q.title, q.content, q.position
                        FROM faq_questions q JOIN faq_categories c ON c.id = q.category_id`;

  app.get(
    '/api/admin/contenus/faq',
    {
      preHandler: requireRight('contenus', 'visualisation'),
      schema: {
        response: replies(
          {
            type: 'object',
            properties: {
              items: { type: 'array', items: faqItem },
              categories: { type: 'array', items: { type: 'object', properties: { code: { type: 'string' }, name: { type: 'string' } }, required: ['code', 'name'] } },
            },
            required: ['items', 'categories'],
          },
          [401, 403],
        ),
      },
    },
    async () => ({
      items: (await app.db.query(`${FAQ_SELECT} ORDER BY c.position, q.position, q.id`)).rows,
      categories: (await app.db.query('SELECT code, name FROM faq_categories ORDER BY position, id')).rows,
    }),
  );

  async function saveFaq(request: Parameters<typeof loadFormContext>[0], id: number | null) {
    const { context } = await loadFormContext(request);
    const body = assertValidBody('faq-question', request.body, context);
    const category = await app.db.query<{ id: number }>('SELECT id FROM faq_categories WHERE code = $1', [body.categorie]);
    if (!category.rows[0]) {
      const codes = (await app.db.query<{ code: string }>('SELECT code FROM faq_categories ORDER BY position, id')).rows.map((row) => row.code);
      throw new HttpError(400, `La catégorie « ${body.categorie} » n’existe pas. Catégories : ${codes.join(', ')}.`);
    }
    const values = [category.rows[0].id, body.title, sanitizeHtml(body.content), body.position ?? 0];
    const { rows } =
      id === null
        ? await app.db.query<{ id: number }>(
            // New questions get their own click and rate codes (the FAQ's feedback keys).
            `INSERT INTO faq_questions (category_id, title, content, position, click_code, rate_code)
             SELECT $1, $2, $3, $4, 'Q-' || n, 'R-' || n FROM (SELECT md5(random()::text || clock_timestamp()::text) AS n) AS code
             RETURNING id`,
            values,
          )
        : await app.db.query<{ id: number }>('UPDATE faq_questions SET category_id = $1, title = $2, content = $3, position = $4 WHERE id = $5 RETURNING id', [...values, id]);
    if (!rows[0]) throw new HttpError(404, NOT_FOUND_FAQ);
    return (await app.db.query(`${FAQ_SELECT} WHERE q.id = $1`, [rows[0].id])).rows[0];
  }

  const faqReply = replies(faqItem, [400, 401, 403, 404]);
  app.post('/api/admin/contenus/faq', { preHandler: requireRight('contenus', 'creation'), schema: { response: faqReply } }, async (request) => saveFaq(request, null));
  app.put('/api/admin/contenus/faq', { preHandler: requireRight('contenus', 'modification'), schema: { response: faqReply } }, async (request) => {
    const id = (request.body as { id?: unknown } | null)?.id;
    if (typeof id !== 'number') throw new HttpError(400, NOT_FOUND_FAQ);
    return saveFaq(request, id);
  });
  app.delete<{ Body: { id: number } }>(
    '/api/admin/contenus/faq',
    { preHandler: requireRight('contenus', 'suppression'), schema: { body: idBody, response: replies(deleted, [400, 401, 403, 404]) } },
    async (request) => {
      const { affectedRows } = await app.db.query('DELETE FROM faq_questions WHERE id = $1', [request.body.id]);
      if (affectedRows === 0) throw new HttpError(404, NOT_FOUND_FAQ);
      return { id: request.body.id };
    },
  );
}
