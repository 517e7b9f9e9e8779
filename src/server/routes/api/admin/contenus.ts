import type { FastifyInstance } from 'fastify';
import { requireRight } from '../../../admin/rights';
import { HttpError } from '../../../errors';
import { loadFormContext } from '../../../identity/context';
import { assertValidBody } from '../../../validation';
import { replies } from '../../../schemas/replies';
import { sanitizeHtml } from '../../../content/sanitizeHtml';
import { cmsBlockSchema, deleteCmsBlock, insertCmsBlock, listCmsBlocks, updateCmsBlock } from '../../../content/cmsBlockEditing';
import {
  deleteFaqQuestion,
  faqCategories,
  faqCategoryId,
  faqQuestion,
  faqQuestionSchema,
  insertFaqQuestion,
  listFaqQuestions,
  updateFaqQuestion,
} from '../../../content/faqEditing';

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

const NOT_FOUND_CMS = 'Ce bloc de contenu n’existe pas.';
const NOT_FOUND_FAQ = 'Cette question n’existe pas.';
const DUPLICATE_CMS = 'Un bloc porte déjà ce nom de liste et d’élément.';

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === '23505';
}

export default async function contenuRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/admin/contenus/cms',
    { preHandler: requireRight('contenus', 'visualisation'), schema: { response: replies({ type: 'object', properties: { items: { type: 'array', items: cmsBlockSchema } }, required: ['items'] }, [401, 403]) } },
    async () => ({ items: await listCmsBlocks(app.db) }),
  );

  async function saveCms(request: Parameters<typeof loadFormContext>[0], id: number | null) {
    const { context } = await loadFormContext(request);
    const body = assertValidBody('cms-block', request.body, context);
    const fields = { name: body.name, itemName: body.itemName ?? '', title: body.title ?? '', content: sanitizeHtml(body.content), position: body.position ?? 0 };
    try {
      const block = id === null ? await insertCmsBlock(app.db, fields) : await updateCmsBlock(app.db, id, fields);
      if (!block) throw new HttpError(404, NOT_FOUND_CMS);
      return block;
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, DUPLICATE_CMS);
      throw error;
    }
  }

  const cmsReply = replies(cmsBlockSchema, [400, 401, 403, 404, 409]);
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
      if (!(await deleteCmsBlock(app.db, request.body.id))) throw new HttpError(404, NOT_FOUND_CMS);
      return { id: request.body.id };
    },
  );

  app.get(
    '/api/admin/contenus/faq',
    {
      preHandler: requireRight('contenus', 'visualisation'),
      schema: {
        response: replies(
          {
            type: 'object',
            properties: {
              items: { type: 'array', items: faqQuestionSchema },
              categories: { type: 'array', items: { type: 'object', properties: { code: { type: 'string' }, name: { type: 'string' } }, required: ['code', 'name'] } },
            },
            required: ['items', 'categories'],
          },
          [401, 403],
        ),
      },
    },
    async () => ({
      items: await listFaqQuestions(app.db),
      categories: await faqCategories(app.db),
    }),
  );

  async function saveFaq(request: Parameters<typeof loadFormContext>[0], id: number | null) {
    const { context } = await loadFormContext(request);
    const body = assertValidBody('faq-question', request.body, context);
    const categoryId = await faqCategoryId(app.db, body.categorie);
    if (categoryId === undefined) {
      const codes = (await faqCategories(app.db)).map((row) => row.code);
      throw new HttpError(400, `La catégorie « ${body.categorie} » n’existe pas. Catégories : ${codes.join(', ')}.`);
    }
    const fields = { categoryId, title: body.title, content: sanitizeHtml(body.content), position: body.position ?? 0 };
    const saved = id === null ? await insertFaqQuestion(app.db, fields) : await updateFaqQuestion(app.db, id, fields);
    if (saved === undefined) throw new HttpError(404, NOT_FOUND_FAQ);
    return faqQuestion(app.db, saved);
  }

  const faqReply = replies(faqQuestionSchema, [400, 401, 403, 404]);
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
      if (!(await deleteFaqQuestion(app.db, request.body.id))) throw new HttpError(404, NOT_FOUND_FAQ);
      return { id: request.body.id };
    },
  );
}
