import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { requireRight } from '../../../admin/rights';
import { clientCodeOf } from '../../../clientHost';
import { HttpError } from '../../../errors';
import { loadFormContext } from '../../../identity/context';
import { assertValidBody } from '../../../validation';
import { replies } from '../../../schemas/replies';
import { SETTINGS_LISTS, deleteSettingsItem, insertSettingsItem, listSettingsItems, updateSettingsItem } from '../../../settings/settingsLists';

/**
 * Editions and étiquettes of the client (/settings/edition and
 * /settings/etiquette): two simple lists, same routes, right « parametrage ».
 * - GET    /api/settings/<list> → { items } (visualisation)
 * - POST   /api/settings/<list> (acte edition / etiquette) creates (creation); PUT (with id) updates (modification)
 * - DELETE /api/settings/<list> { id } (suppression)
 * An edition is { id, code, libelle, type }; an étiquette { id, code, libelle }. Codes are unique per client (409).
 */

interface SettingsList {
  path: 'edition' | 'etiquette';
  acte: 'edition' | 'etiquette';
  notFound: string;
  duplicate: string;
}

const LISTS: SettingsList[] = [
  { path: 'edition', acte: 'edition', notFound: 'Cette édition n’existe pas.', duplicate: 'Une édition porte déjà ce code.' },
  { path: 'etiquette', acte: 'etiquette', notFound: 'Cette étiquette n’existe pas.', duplicate: 'Une étiquette porte déjà ce code.' },
];

const idBody = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] } as const;

export default async function editionEtiquetteRoutes(app: FastifyInstance): Promise<void> {
  for (const list of LISTS) {
    const url = `/api/settings/${list.path}`;
    const { columns } = SETTINGS_LISTS[list.path];
    const item = {
      type: 'object',
      properties: Object.fromEntries([['id', { type: 'integer' }], ...columns.map((column) => [column, { type: 'string' }])]),
      required: ['id', ...columns],
    };

    app.get(url, { preHandler: requireRight('parametrage', 'visualisation'), schema: { response: replies({ type: 'object', properties: { items: { type: 'array', items: item } }, required: ['items'] }, [401, 403]) } }, async (request) => ({
      items: await listSettingsItems(app.db, list.path, await clientCodeOf(request)),
    }));

    const save = async (request: FastifyRequest, id: number | null) => {
      const { context } = await loadFormContext(request);
      const body = assertValidBody(list.acte, request.body, context) as unknown as Record<string, string>;
      const values = columns.map((column) => body[column]);
      const client = await clientCodeOf(request);
      try {
        const saved = id === null ? await insertSettingsItem(app.db, list.path, client, values) : await updateSettingsItem(app.db, list.path, client, id, values);
        if (!saved) throw new HttpError(404, list.notFound);
        return saved;
      } catch (error) {
        if ((error as { code?: unknown }).code === '23505') throw new HttpError(409, list.duplicate);
        throw error;
      }
    };

    const itemReply = replies(item, [400, 401, 403, 404, 409]);
    app.post(url, { preHandler: requireRight('parametrage', 'creation'), schema: { response: itemReply } }, async (request) => save(request, null));
    app.put(url, { preHandler: requireRight('parametrage', 'modification'), schema: { response: itemReply } }, async (request) => {
      const id = (request.body as { id?: unknown } | null)?.id;
      if (typeof id !== 'number') throw new HttpError(400, list.notFound);
      return save(request, id);
    });
    app.delete<{ Body: FromSchema<typeof idBody> }>(
      url,
      { preHandler: requireRight('parametrage', 'suppression'), schema: { body: idBody, response: replies({ type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] }, [400, 401, 403, 404]) } },
      async (request) => {
        if (!(await deleteSettingsItem(app.db, list.path, await clientCodeOf(request), request.body.id))) throw new HttpError(404, list.notFound);
        return { id: request.body.id };
      },
    );
  }
}
