import type { FastifyInstance, FastifyRequest } from 'fastify';
import { journalSecurity } from '../../../admin/securityJournal';
import { requireRight } from '../../../admin/rights';
import { getClient, getClientConfiguration } from '../../../clientSettings';
import { clientCodeOf } from '../../../clientHost';
import { brandColourRefusal } from '../../../../domain/brandColour';
import { badRequest } from '../../../errors';
import { assertValidBody } from '../../../validation';
import { DEFAULT_MODE_GESTION, modeGestionLabels, storedModesGestion } from '../../../actes/modeGestion';
import { assertAutomaticAllowed } from '../../../actes/application/automaticRefusal';
import { saveClientConfiguration } from '../../../settings/saveClientConfiguration';
import { brandImagesFromUploads, replaceClientImages } from '../../../branding/brandImageUpload';
import { replies } from '../../../schemas/replies';
import '../../../types';

/**
 * The client configuration (screen screens/admin/configuration.screen.json),
 * edited through the acte configuration-client: the same schema draws the form and validates here.
 * - GET /api/admin/configuration (configuration/visualisation) → the request's client's (the host's)
 *   configuration as the form's data (no null: an empty link is absent): its name and main colour,
 *   its settings, with the management
 *   mode of every acte that names one (`modesGestion: [{ id, libelle, modeGestion }]`), the client's
 *   own: another client's modes are neither shown nor changed.
 * - PUT /api/admin/configuration (configuration/modification) → 400 with the schema's French
 *   messages, a main colour not readable (AA) against white, or a logo / icon that is not a PNG of
 *   its shape, else the client row, the modes and the images sent are written; the public reads
 *   (/api/identity/client, /configuration) see the change on their next call (nothing cached).
 */
export const CONFIGURATION_MESSAGES = {
  unknownMode: 'Ce mode de gestion est inconnu.',
} as const;

export default async function configurationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // The actes that name a management mode: their label says what the mode is about.
  const modeLabels = modeGestionLabels();
  const labelOf = (id: string) => modeLabels.get(id) ?? id;
  // The client this screen configures: the request's (clients are told apart by the host), whose
  // look, settings and modes are shown and saved — each client edits its own.
  const configuredClient = (request: FastifyRequest) => clientCodeOf(request);

  async function currentForm(clientCode: string) {
    const config = await getClientConfiguration(db, clientCode);
    const { libelle, couleurPrincipale } = await getClient(db, clientCode);
    const rows = await storedModesGestion(db, clientCode);
    const stored = new Map(rows.map((row) => [row.id, row.mode_gestion]));
    const ids = [...new Set([...modeLabels.keys(), ...stored.keys()])].sort((a, b) => labelOf(a).localeCompare(labelOf(b), 'fr'));
    const { oidcExternalProvider: _provider, mobileApp, ...rest } = config;
    void _provider; // not a setting of this screen (the identity provider)
    return {
      libelle,
      couleurPrincipale,
      ...rest,
      mobileApp: {
        enabled: mobileApp.enabled,
        ...(mobileApp.androidUrl ? { androidUrl: mobileApp.androidUrl } : {}),
        ...(mobileApp.iosUrl ? { iosUrl: mobileApp.iosUrl } : {}),
      },
      modesGestion: ids.map((id) => ({ id, libelle: labelOf(id), modeGestion: stored.get(id) ?? DEFAULT_MODE_GESTION })),
    };
  }

  app.get(
    '/api/admin/configuration',
    { preHandler: requireRight('configuration', 'visualisation'), schema: { response: replies({ type: 'object', additionalProperties: true }, [401, 403]) } },
    async (request) => currentForm(await configuredClient(request)),
  );

  app.put<{ Body: Record<string, unknown> }>(
    '/api/admin/configuration',
    {
      preHandler: requireRight('configuration', 'modification'),
      schema: { body: { type: 'object' }, response: replies({ type: 'object', additionalProperties: true }, [400, 401, 403, 503]) },
    },
    async (request) => {
      const clientCode = await configuredClient(request);
      const config = await getClientConfiguration(db, clientCode);
      const data = assertValidBody('configuration-client', request.body, { config, features: {}, roles: request.user?.roles ?? [], contrat: null });
      const colourRefusal = data.couleurPrincipale ? brandColourRefusal(data.couleurPrincipale) : null;
      if (colourRefusal) throw badRequest(colourRefusal, 'CouleurPeuContrastee', { errors: [{ path: '/couleurPrincipale', message: colourRefusal }] });
      const known = new Set([...modeLabels.keys(), ...(await storedModesGestion(db, clientCode)).map((row) => row.id)]);
      const modes = data.modesGestion ?? [];
      const unknown = modes.findIndex((mode) => !known.has(mode.id));
      if (unknown >= 0) throw badRequest(CONFIGURATION_MESSAGES.unknownMode, 'UnknownModeGestion', { errors: [{ path: `/modesGestion/${unknown}/id`, message: CONFIGURATION_MESSAGES.unknownMode }] });
      assertAutomaticAllowed(modes);
      const { images, refusal } = await brandImagesFromUploads(db, request.user!.id, data);
      if (refusal) throw badRequest(refusal.message, 'ImageRefusee', { errors: [refusal] });
      await saveClientConfiguration(db, data, clientCode);
      await replaceClientImages(db, clientCode, images);
      await journalSecurity(db, request, 'configuration_client', `configuration du client ${clientCode}`);
      return currentForm(clientCode);
    },
  );
}
