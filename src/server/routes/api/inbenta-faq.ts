import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { HttpError } from '../../errors';
import { replies } from '../../schemas/replies';
import { userTypeSchema } from '../../content/schemas';
import { sanitizeHtml } from '../../content/sanitizeHtml';
import { searchWords } from '../../content/faqSearch';
import {
  faqCategories,
  questionRowsFor,
  recordFaqClick,
  recordFaqFeedback,
  relatedQuestions,
  searchQuestionRows,
  topQuestionRows,
  type QuestionRow,
  type RelatedRow,
} from '../../content/faqQuestions';

/**
 * FAQ ("Inbenta" help):
 * - GET  /api/inbenta-faq/content → { categories: [{ name, order, items }], top: [question] }
 * - GET  /api/inbenta-faq/search?userType=&getPopular=true → { items } (the Top 5)
 * - GET  /api/inbenta-faq/search?userType=&query=… → { items } (empty when nothing matches)
 * - POST /api/inbenta-faq/click  { clickCode, userType } → 204
 * - POST /api/inbenta-faq/useful { rateCode, isUseful | comment, userType } → 204
 * A question is { title, content, rateCode, clickCode, related: [{ title, clickCode, rateCode, content }], order }.
 * How the search matches and ranks: content/faqQuestions.ts.
 */

const relatedQuestion = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    content: { type: 'string' },
    rateCode: { type: 'string' },
    clickCode: { type: 'string' },
  },
  required: ['title', 'content', 'rateCode', 'clickCode'],
} as const;

const question = {
  type: 'object',
  properties: {
    ...relatedQuestion.properties,
    related: { type: 'array', items: relatedQuestion },
    order: { type: 'integer' },
  },
  required: ['title', 'content', 'rateCode', 'clickCode', 'related', 'order'],
} as const;

const itemsReply = { type: 'object', properties: { items: { type: 'array', items: question } }, required: ['items'] } as const;

const clickBody = {
  type: 'object',
  properties: { clickCode: { type: 'string', minLength: 1, maxLength: 100 }, userType: userTypeSchema },
  required: ['clickCode'],
} as const;

const usefulBody = {
  type: 'object',
  properties: {
    rateCode: { type: 'string', minLength: 1, maxLength: 100 },
    isUseful: { type: 'boolean' },
    comment: { type: 'string', maxLength: 2000 },
    userType: userTypeSchema,
  },
  required: ['rateCode'],
} as const;

export default async function faqRoutes(app: FastifyInstance): Promise<void> {
  /** Turns rows into wire questions, resolving related click codes in one query. */
  async function toQuestions(rows: QuestionRow[], userType: number | null) {
    const relatedCodes = [...new Set(rows.flatMap((row) => row.related))];
    const related = new Map<string, RelatedRow>();
    if (relatedCodes.length > 0) {
      for (const row of await relatedQuestions(app.db, relatedCodes, userType)) related.set(row.click_code, row);
    }
    return rows.map((row) => ({
      title: row.title,
      content: sanitizeHtml(row.content),
      rateCode: row.rate_code,
      clickCode: row.click_code,
      related: row.related
        .map((code) => related.get(code))
        .filter((r): r is RelatedRow => r !== undefined)
        .map((r) => ({ title: r.title, content: sanitizeHtml(r.content), rateCode: r.rate_code, clickCode: r.click_code })),
      order: row.position,
    }));
  }

  async function topQuestions(userType: number | null) {
    return (await toQuestions(await topQuestionRows(app.db, userType), userType)).map((item, index) => ({ ...item, order: index + 1 }));
  }

  app.get<{ Querystring: { userType?: number } }>(
    '/api/inbenta-faq/content',
    {
      schema: {
        querystring: { type: 'object', properties: { userType: userTypeSchema } },
        response: replies(
          {
            type: 'object',
            properties: {
              categories: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { name: { type: 'string' }, order: { type: 'integer' }, items: { type: 'array', items: question } },
                  required: ['name', 'order', 'items'],
                },
              },
              top: { type: 'array', items: question },
            },
            required: ['categories', 'top'],
          },
          [400],
        ),
      },
    },
    async (request) => {
      const userType = request.query.userType ?? null;
      const categories = await faqCategories(app.db);
      const questions = await questionRowsFor(app.db, userType);
      const wire = await toQuestions(questions, userType);
      return {
        categories: categories
          .map((category) => ({
            name: category.name,
            order: category.position,
            items: wire.filter((_, index) => questions[index].category_id === category.id),
          }))
          .filter((category) => category.items.length > 0),
        top: await topQuestions(userType),
      };
    },
  );

  app.get<{ Querystring: { userType?: number; getPopular?: boolean; query?: string } }>(
    '/api/inbenta-faq/search',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            userType: userTypeSchema,
            getPopular: { type: 'boolean' },
            query: { type: 'string', maxLength: 200 },
          },
        },
        response: replies(itemsReply, [400]),
      },
    },
    async (request) => {
      const { getPopular, query } = request.query;
      const userType = request.query.userType ?? null;
      if (getPopular) return { items: await topQuestions(userType) };
      const text = (query ?? '').trim();
      if (text === '') throw new HttpError(400, 'Merci de saisir votre question.');

      const words = searchWords(text);
      const rows = await searchQuestionRows(app.db, userType, text, words);
      return { items: (await toQuestions(rows, userType)).map((item, index) => ({ ...item, order: index + 1 })) };
    },
  );

  app.post<{ Body: FromSchema<typeof clickBody> }>(
    '/api/inbenta-faq/click',
    {
      schema: {
        body: clickBody,
        response: replies(null, [400, 404], 204),
      },
    },
    async (request, reply) => {
      const { clickCode, userType } = request.body;
      if (!(await recordFaqClick(app.db, clickCode, userType ?? null))) throw new HttpError(404, 'Cette question est introuvable.');
      return reply.code(204).send();
    },
  );

  app.post<{ Body: FromSchema<typeof usefulBody> }>(
    '/api/inbenta-faq/useful',
    {
      schema: {
        body: usefulBody,
        response: replies(null, [400, 404], 204),
      },
    },
    async (request, reply) => {
      const { rateCode, isUseful, userType } = request.body;
      const comment = request.body.comment?.trim() || null;
      if (isUseful === undefined && comment === null) {
        throw new HttpError(400, 'Merci d’indiquer si la réponse vous a été utile ou de laisser un commentaire.');
      }
      if (!(await recordFaqFeedback(app.db, rateCode, { isUseful: isUseful ?? null, comment, userType: userType ?? null }))) throw new HttpError(404, 'Cette question est introuvable.');
      return reply.code(204).send();
    },
  );
}
