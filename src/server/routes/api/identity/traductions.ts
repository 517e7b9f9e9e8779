import type { FastifyInstance } from 'fastify';
import { clientCodeOf } from '../../../clientHost';
import { replies } from '../../../schemas/replies';
import { originalText } from '../../../settings/screenTexts';
import { screenTraductionsOf } from '../../../settings/screenTraductions';
import { currentActeWordsOfClient } from '../../../actes/acteWordRevisions';

/**
 * GET /api/identity/traductions → { screens: { [route]: { [pointer]: texte } } }: the current
 * client's rewording of screen texts, read by every screen (anonymous-safe,
 * never 401). Written in the back office (routes/api/settings/traduction.ts).
 * With it, `actes: { [acte]: { revision, mots } }`: the client's words of its actes in force (routes/api/admin/actesMots.ts),
 * so a form has them with the screen's texts, with no read of its own.
 */
export default async function traductionReadRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/identity/traductions',
    {
      schema: {
        response: replies({
          type: 'object',
          properties: {
            screens: { type: 'object', additionalProperties: { type: 'object', additionalProperties: { type: 'string' } } },
            actes: {
              type: 'object',
              additionalProperties: {
                type: 'object',
                properties: { revision: { type: 'integer' }, mots: { type: 'object', additionalProperties: { type: 'string' } } },
                required: ['revision', 'mots'],
              },
            },
          },
          required: ['screens', 'actes'],
        }),
      },
    },
    async (request) => {
      const client = await clientCodeOf(request);
      const rows = await screenTraductionsOf(app.db, client);
      const screens: Record<string, Record<string, string>> = {};
      // Only texts reach a browser: a row written before that rule (a link, a guard, a resource…) is left out.
      for (const row of rows) if (originalText(row.screen, row.pointer) !== undefined) (screens[row.screen] ??= {})[row.pointer] = row.texte;
      return { screens, actes: await currentActeWordsOfClient(app.db, client) };
    },
  );
}
