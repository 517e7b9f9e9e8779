import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { replies } from '../../schemas/replies';
import { sanitizeHtml } from '../../content/sanitizeHtml';
import { cmsBlockList } from '../../content/cmsBlockLists';

/**
 * CMS blocks: GET /api/cms/blocklists?name=&itemName= → { items }.
 * An unknown name or item is an empty list, not a 404: the browser decides what to show
 * ('Page inconnue', 'Le message {name} n'a pas pu être chargé.').
 */

const nameSchema = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' } as const;

const querystring = {
  type: 'object',
  properties: { name: nameSchema, itemName: nameSchema },
  required: ['name'],
  additionalProperties: false,
} as const;

const cmsItem = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    content: { type: 'string' },
    name: { type: 'string' },
    itemName: { type: ['string', 'null'] },
  },
  required: ['id', 'title', 'content', 'name', 'itemName'],
} as const;

export default async function cmsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: FromSchema<typeof querystring> }>(
    '/api/cms/blocklists',
    {
      schema: {
        querystring,
        response: replies({ type: 'object', properties: { items: { type: 'array', items: cmsItem } }, required: ['items'] }, [400]),
      },
    },
    async (request) => {
      const { name, itemName } = request.query;
      return {
        items: (await cmsBlockList(app.db, name, itemName ?? null)).map((row) => ({
          id: row.id,
          title: row.title,
          content: sanitizeHtml(row.content),
          name: row.name,
          itemName: row.item_name === '' ? null : row.item_name,
        })),
      };
    },
  );
}
