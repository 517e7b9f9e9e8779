import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireRight } from '../../../admin/rights';
import { clientCodeOf } from '../../../clientHost';
import { HttpError } from '../../../errors';
import { loadFormContext } from '../../../identity/context';
import { composeFromTemplate } from '../../../mail/templates';
import { assertKnownPlaceholders, deleteStoredTemplate, effectiveTemplate, saveStoredTemplate } from '../../../mail/storedTemplates';
import { allowedPlaceholders, demoValues, MAIL_TEMPLATES, mailTemplateDef, type MailTemplateDef } from '../../../mail/templateCatalogue';
import { assertValidBody } from '../../../validation';
import { replies } from '../../../schemas/replies';

/**
 * Mail templates per client (/settings/mail):
 * - GET  /api/settings/mail                → { items: [template] } (parametrage/visualisation)
 * - GET  /api/settings/mail/:key           → template
 * - GET  /api/settings/mail/:key/preview   → { subject, text, html } with the demo member's values
 * - POST /api/settings/mail/preview        { key, subject, body } → the same, for a text not saved yet
 * - PUT  /api/settings/mail                { key, subject, body } (acte mail-template; parametrage/modification)
 * - POST /api/settings/mail/reset          { key } → back to the product's default (parametrage/modification)
 * A template is { key, libelle, subject, body, isDefault, updatedAt, updatedBy, placeholders, champs }.
 */

const keySchema = { type: 'string', pattern: '^[a-z0-9-]{1,60}$' } as const;

const template = {
  type: 'object',
  properties: {
    key: { type: 'string' },
    libelle: { type: 'string' },
    subject: { type: 'string' },
    body: { type: 'string' },
    isDefault: { type: 'boolean' },
    updatedAt: { type: ['string', 'null'] },
    updatedBy: { type: ['string', 'null'] },
    placeholders: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, description: { type: 'string' } }, required: ['name', 'description'] } },
    champs: { type: 'string', description: 'The placeholders as one line, for a table cell.' },
  },
  required: ['key', 'libelle', 'subject', 'body', 'isDefault', 'updatedAt', 'updatedBy', 'placeholders', 'champs'],
} as const;

const preview = {
  type: 'object',
  properties: { subject: { type: 'string' }, text: { type: 'string' }, html: { type: 'string' } },
  required: ['subject', 'text', 'html'],
} as const;

function definition(key: string): MailTemplateDef {
  const def = mailTemplateDef(key);
  if (!def) throw new HttpError(404, 'Ce modèle de courriel n’existe pas.');
  return def;
}

function renderPreview(def: MailTemplateDef, subject: string, body: string) {
  const mail = composeFromTemplate('adherent@demo.fr', subject, body, demoValues(def));
  return { subject: mail.subject, text: mail.text, html: mail.html ?? '' };
}

export default async function mailTemplateRoutes(app: FastifyInstance): Promise<void> {
  async function describe(def: MailTemplateDef, request: FastifyRequest) {
    const current = await effectiveTemplate(app.db, await clientCodeOf(request), def);
    const placeholders = allowedPlaceholders(def).map(({ name, description }) => ({ name, description }));
    return { key: def.key, libelle: def.libelle, ...current, placeholders, champs: placeholders.map(({ name }) => `{${name}}`).join(' ') };
  }

  const read = { preHandler: requireRight('parametrage', 'visualisation') };
  const write = { preHandler: requireRight('parametrage', 'modification') };

  app.get('/api/settings/mail', { ...read, schema: { response: replies({ type: 'object', properties: { items: { type: 'array', items: template } }, required: ['items'] }, [401, 403]) } }, async (request) => ({
    items: await Promise.all(MAIL_TEMPLATES.map((def) => describe(def, request))),
  }));

  app.get<{ Params: { key: string } }>(
    '/api/settings/mail/:key',
    { ...read, schema: { params: { type: 'object', properties: { key: keySchema }, required: ['key'] }, response: replies(template, [400, 401, 403, 404]) } },
    async (request) => describe(definition(request.params.key), request),
  );

  app.get<{ Params: { key: string } }>(
    '/api/settings/mail/:key/preview',
    { ...read, schema: { params: { type: 'object', properties: { key: keySchema }, required: ['key'] }, response: replies(preview, [400, 401, 403, 404]) } },
    async (request) => {
      const def = definition(request.params.key);
      const current = await effectiveTemplate(app.db, await clientCodeOf(request), def);
      return renderPreview(def, current.subject, current.body);
    },
  );

  app.post<{ Body: { key: string; subject: string; body: string } }>(
    '/api/settings/mail/preview',
    {
      ...read,
      schema: {
        body: { type: 'object', properties: { key: keySchema, subject: { type: 'string', maxLength: 200 }, body: { type: 'string', maxLength: 10000 } }, required: ['key', 'subject', 'body'] },
        response: replies(preview, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const def = definition(request.body.key);
      assertKnownPlaceholders(def, request.body.subject, request.body.body);
      return renderPreview(def, request.body.subject, request.body.body);
    },
  );

  app.put('/api/settings/mail', { ...write, schema: { response: replies(template, [400, 401, 403, 404]) } }, async (request) => {
    const { context } = await loadFormContext(request);
    const body = assertValidBody('mail-template', request.body, context);
    const def = definition(body.key);
    assertKnownPlaceholders(def, body.subject, body.body);
    await saveStoredTemplate(app.db, await clientCodeOf(request), def.key, { subject: body.subject, body: body.body }, request.user!.userName);
    return describe(def, request);
  });

  app.post<{ Body: { key: string } }>(
    '/api/settings/mail/reset',
    { ...write, schema: { body: { type: 'object', properties: { key: keySchema }, required: ['key'] }, response: replies(template, [400, 401, 403, 404]) } },
    async (request) => {
      const def = definition(request.body.key);
      await deleteStoredTemplate(app.db, await clientCodeOf(request), def.key);
      return describe(def, request);
    },
  );
}
