import type { FastifyInstance } from 'fastify';
import { acteNames, type ActeName } from '../../../../generated/validators';
import { HttpError } from '../../../errors';
import { loadFormContext } from '../../../identity/context';
import { assertValidBody } from '../../../validation';
import { openObject, replies } from '../../../schemas/replies';

/**
 * The developer screens' forms (#/dev/saisie, #/dev/theme: actes dev-saisie, dev-theme) post here,
 * so a person trying them in the demo gets a real answer: the body is validated with the acte's
 * schema, as every acte is, and sent back — nothing is stored. Answers only with DEV_TOOLS=1 (the folder's rule).
 */
export default async function devFormRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { name: string } }>('/api/dev/:name', { schema: { response: replies({ type: 'object', properties: { recu: openObject }, required: ['recu'] }, [400, 404]) } }, async (request) => {
    const acte = `dev-${request.params.name}` as ActeName;
    if (!acteNames.includes(acte)) throw new HttpError(404, 'La ressource demandée est introuvable', 'NotFound');
    const { context } = await loadFormContext(request);
    return { recu: assertValidBody(acte, request.body, context) };
  });
}
