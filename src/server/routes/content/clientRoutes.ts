import type { FastifyInstance } from 'fastify';
import { getClient, getClientConfiguration } from '../../clientSettings';
import { replies } from './schemas';

/**
 * The two anonymous-safe reads the shell makes at start (CONTRIBUTING.md): the current client
 * and its configuration. Never 401. The session plugin (re)sets XSRF-TOKEN on
 * /api/identity/client, so the page has a token before its first POST.
 */

const featureFlag = {
  type: 'object',
  properties: {
    isActivated: { type: 'boolean' },
    isActivatedPerContract: { type: 'object', additionalProperties: { type: 'boolean' } },
  },
  required: ['isActivated'],
} as const;

const currentClient = {
  type: 'object',
  properties: {
    libelle: { type: 'string' },
    dataCollectActivated: { type: 'boolean' },
    fonctionnalites: { type: 'object', additionalProperties: featureFlag },
    isDonneesROMonegasquesActivated: { type: 'boolean' },
    passwordRequiredLength: { type: 'integer' },
    autresClients: { type: 'array', items: {} },
    oidcExternalProvider: { type: ['string', 'null'] },
  },
  required: [
    'libelle', 'dataCollectActivated', 'fonctionnalites', 'isDonneesROMonegasquesActivated',
    'passwordRequiredLength', 'autresClients', 'oidcExternalProvider',
  ],
} as const;

const clientConfiguration = {
  type: 'object',
  properties: {
    createAccountAuthMode: { type: 'string', enum: ['individual', 'nir', 'all', 'oneOfTwo'] },
    tailleMaxPrenomNom: { type: 'integer' },
    registerAttemptNumber: { type: 'integer' },
    registerAttemptNumberAfterMessage: { type: 'string' },
    delaiToasts: { type: 'integer' },
    oidcExternalProvider: { type: ['string', 'null'] },
    amfSmsActivated: { type: 'boolean' },
    isRegisterVerifyEmail: { type: 'boolean' },
    isRegisterVerifyIban: { type: 'boolean' },
    isRegisterIbanObligatoire: { type: 'boolean' },
    isCodePostalVerifiedOnAccountCreation: { type: 'boolean' },
    isCheckBirthdayForgotPasswordActivated: { type: 'boolean' },
    passwordRequiredLength: { type: 'integer' },
    mobileApp: {
      type: 'object',
      properties: {
        enabled: { type: 'boolean' },
        androidUrl: { type: ['string', 'null'] },
        iosUrl: { type: ['string', 'null'] },
      },
      required: ['enabled', 'androidUrl', 'iosUrl'],
    },
  },
  required: [
    'createAccountAuthMode', 'tailleMaxPrenomNom', 'registerAttemptNumber', 'registerAttemptNumberAfterMessage',
    'delaiToasts', 'oidcExternalProvider', 'amfSmsActivated', 'isRegisterVerifyEmail', 'isRegisterVerifyIban',
    'isRegisterIbanObligatoire', 'isCodePostalVerifiedOnAccountCreation', 'isCheckBirthdayForgotPasswordActivated',
    'passwordRequiredLength', 'mobileApp',
  ],
} as const;

export default async function clientRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/identity/client', { schema: { response: replies(currentClient, [503]) } }, async () =>
    getClient(app.db),
  );

  app.get('/api/identity/client/configuration', { schema: { response: replies(clientConfiguration, [503]) } }, async () =>
    getClientConfiguration(app.db),
  );
}
