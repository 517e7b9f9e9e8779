import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors';
import { replies } from '../../schemas/replies';
import { userTypeSchema } from '../../content/schemas';
import { sanitizeHtml } from '../../content/sanitizeHtml';
import { searchWords } from '../../content/faqSearch';

/**
 * FAQ ("Inbenta" help):
 * - GET  /api/inbenta-faq/content → { categories: [{ name, order, items }], top: [question] }
 * - GET  /api/inbenta-faq/search?userType=&getPopular=true → { items } (the Top 5)
 * - GET  /api/inbenta-faq/search?userType=&query=… → { items } (empty when nothing matches)
 * - POST /api/inbenta-faq/click  { clickCode, userType } → 204
 * - POST /api/inbenta-faq/useful { rateCode, isUseful | comment, userType } → 204
 * A question is { title, content, rateCode, clickCode, related: [{ title, clickCode, rateCode, content }], order }.
 *
 * Search is accent- and case-insensitive without the unaccent extension: the table keeps a
 * folded copy of each question (content_fold in migration 102) and a French tsvector of it.
 * A question matches when any word of the query matches: by its French stem ("remboursements"
 * finds "remboursement") or, folded, as a substring (prefixes: "rembour"). A visitor types words,
 * not the FAQ's own wording ("carte perdue"), so one word found is enough; the questions that
 * hold the most words of the query come first, then the best full-text rank, then a title match.
 */

const MAX_RESULTS = 20;

interface QuestionRow {
  id: number;
  title: string;
  content: string;
  rate_code: string;
  click_code: string;
  related: string[];
  position: number;
  top_rank: number | null;
  category_id: number;
}

interface RelatedRow {
  title: string;
  content: string;
  rate_code: string;
  click_code: string;
}

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

const QUESTION_COLUMNS = 'q.id, q.title, q.content, q.rate_code, q.click_code, q.related, q.position, q.top_rank, q.category_id';
// A question with user_types NULL is for everyone; else only for the listed Inbenta user types.
const AUDIENCE = '($1::integer IS NULL OR q.user_types IS NULL OR $1 = ANY (q.user_types))';

export default async function faqRoutes(app: FastifyInstance): Promise<void> {
  /** Turns rows into wire questions, resolving related click codes in one query. */
  async function toQuestions(rows: QuestionRow[], userType: number | null) {
    const relatedCodes = [...new Set(rows.flatMap((row) => row.related))];
    const related = new Map<string, RelatedRow>();
    if (relatedCodes.length > 0) {
      const result = await app.db.query<RelatedRow>(
        `SELECT q.title, q.content, q.rate_code, q.click_code FROM faq_questions q
          WHERE q.click_code = ANY ($2::text[]) AND ${AUDIENCE}`,
        [userType, relatedCodes],
      );
      for (const row of result.rows) related.set(row.click_code, row);
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
    const { rows } = await app.db.query<QuestionRow>(
      `SELECT ${QUESTION_COLUMNS} FROM faq_questions q
        WHERE q.top_rank IS NOT NULL AND ${AUDIENCE}
        ORDER BY q.top_rank LIMIT 5`,
      [userType],
    );
    return (await toQuestions(rows, userType)).map((item, index) => ({ ...item, order: index + 1 }));
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
      const categories = await app.db.query<{ id: number; name: string; position: number }>(
        'SELECT id, name, position FROM faq_categories ORDER BY position, id',
      );
      const questions = await app.db.query<QuestionRow>(
        `SELECT ${QUESTION_COLUMNS} FROM faq_questions q WHERE ${AUDIENCE} ORDER BY q.position, q.id`,
        [userType],
      );
      const wire = await toQuestions(questions.rows, userType);
      return {
        categories: categories.rows
          .map((category) => ({
            name: category.name,
            order: category.position,
            items: wire.filter((_, index) => questions.rows[index].category_id === category.id),
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
      const { rows } = await app.db.query<QuestionRow>(
        `WITH search AS (
           -- The query's French stems, any of them (stop words dropped): 'cart' | 'perdu'.
           SELECT (SELECT string_agg(quote_literal(lexeme), ' | ')::tsquery
                     FROM unnest(tsvector_to_array(to_tsvector('french'::regconfig, content_fold($2)))) AS lexeme) AS tsq),
         found AS (
           SELECT ${QUESTION_COLUMNS},
                  coalesce(ts_rank(q.search_vector, search.tsq), 0) AS rank,
                  (SELECT count(*) FROM unnest($3::text[]) AS w
                    WHERE position(w IN q.search_text) > 0
                       OR (search.tsq IS NOT NULL AND q.search_vector @@ plainto_tsquery('french'::regconfig, w))) AS words,
                  (SELECT count(*) FROM unnest($3::text[]) AS w WHERE position(w IN content_fold(q.title)) > 0) AS title_words
             FROM faq_questions q, search
            WHERE ${AUDIENCE}
              AND ((search.tsq IS NOT NULL AND q.search_vector @@ search.tsq)
                   OR EXISTS (SELECT 1 FROM unnest($3::text[]) AS w WHERE position(w IN q.search_text) > 0)))
         SELECT * FROM found
          ORDER BY words DESC, rank DESC, title_words DESC, top_rank NULLS LAST, position, id
          LIMIT ${MAX_RESULTS}`,
        [userType, text, words],
      );
      return { items: (await toQuestions(rows, userType)).map((item, index) => ({ ...item, order: index + 1 })) };
    },
  );

  app.post<{ Body: { clickCode: string; userType?: number } }>(
    '/api/inbenta-faq/click',
    {
      schema: {
        body: {
          type: 'object',
          properties: { clickCode: { type: 'string', minLength: 1, maxLength: 100 }, userType: userTypeSchema },
          required: ['clickCode'],
        },
        response: replies(null, [400, 404], 204),
      },
    },
    async (request, reply) => {
      const { clickCode, userType } = request.body;
      const { affectedRows } = await app.db.query(
        `INSERT INTO faq_clicks (click_code, user_type)
         SELECT click_code, $2 FROM faq_questions WHERE click_code = $1`,
        [clickCode, userType ?? null],
      );
      if (affectedRows === 0) throw new HttpError(404, 'Cette question est introuvable.');
      return reply.code(204).send();
    },
  );

  app.post<{ Body: { rateCode: string; isUseful?: boolean; comment?: string; userType?: number } }>(
    '/api/inbenta-faq/useful',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            rateCode: { type: 'string', minLength: 1, maxLength: 100 },
            isUseful: { type: 'boolean' },
            comment: { type: 'string', maxLength: 2000 },
            userType: userTypeSchema,
          },
          required: ['rateCode'],
        },
        response: replies(null, [400, 404], 204),
      },
    },
    async (request, reply) => {
      const { rateCode, isUseful, userType } = request.body;
      const comment = request.body.comment?.trim() || null;
      if (isUseful === undefined && comment === null) {
        throw new HttpError(400, 'Merci d’indiquer si la réponse vous a été utile ou de laisser un commentaire.');
      }
      const { affectedRows } = await app.db.query(
        `INSERT INTO faq_feedback (rate_code, is_useful, comment, user_type)
         SELECT rate_code, $2, $3, $4 FROM faq_questions WHERE rate_code = $1`,
        [rateCode, isUseful ?? null, comment, userType ?? null],
      );
      if (affectedRows === 0) throw new HttpError(404, 'Cette question est introuvable.');
      return reply.code(204).send();
    },
  );
}
