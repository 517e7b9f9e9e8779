import type { ClientConfiguration, CreateAccountAuthMode } from '../generated/api/client-configuration';
import type { CurrentClient, FeatureFlag, Fonctionnalites } from '../generated/api/current-client';
import { isFeatureVisible } from '../language/featureVisibility';
import type { Queryable } from './db/types';
import { HttpError, MESSAGES } from './errors';

/**
 * Client (insurer) settings: the "current client" and "client configuration" reads,
 * and the feature-visibility rule. Several clients share one server: a request's
 * client is `clientCodeOf(request)` (clientHost.ts), passed to these functions. Identity code and the content routes both read
 * the client through these two functions; nothing caches them in memory, so a change in the
 * database is seen by every instance at once.
 */

// The wire types are generated from schemas/api (the same files are the routes' response schemas).
export type { ClientConfiguration, CreateAccountAuthMode, CurrentClient, FeatureFlag, Fonctionnalites };

interface ClientRow {
  code: string;
  libelle: string;
  couleur_principale: string;
  data_collect_activated: boolean;
  is_donnees_ro_monegasques_activated: boolean;
  autres_clients: unknown;
  oidc_external_provider: string | null;
  create_account_auth_mode: CreateAccountAuthMode;
  taille_max_prenom_nom: number;
  register_attempt_number: number;
  register_attempt_number_after_message: string;
  delai_toasts: number;
  amf_sms_activated: boolean;
  is_register_verify_email: boolean;
  is_register_verify_iban: boolean;
  is_register_iban_obligatoire: boolean;
  is_code_postal_verified_on_account_creation: boolean;
  is_check_birthday_forgot_password_activated: boolean;
  password_required_length: number;
  mobile_app_enabled: boolean;
  mobile_app_android_url: string | null;
  mobile_app_ios_url: string | null;
}

/** Thrown when the database holds no client at all (a server not seeded): answered as 503. */
export class ClientNotConfiguredError extends HttpError {
  constructor() {
    super(503, MESSAGES.unavailable, 'ClientNotConfigured');
    this.name = 'ClientNotConfiguredError';
  }
}

/**
 * The default client's code, as a SQL subquery: the row marked is_default, else the first one. Data
 * written without a client (before there were several) is this client's.
 */
export const DEFAULT_CLIENT_SQL = '(SELECT code FROM clients ORDER BY is_default DESC, code LIMIT 1)';

async function loadClientRow(db: Queryable, clientCode?: string): Promise<ClientRow> {
  // The request's client (clientHost.ts: clientCodeOf) when named; else the default client, else
  // the first one, so a single-row table needs no flag.
  const { rows } = clientCode
    ? await db.query<ClientRow>('SELECT * FROM clients WHERE code = $1', [clientCode])
    : await db.query<ClientRow>(`SELECT * FROM clients WHERE code = ${DEFAULT_CLIENT_SQL}`);
  const row = rows[0];
  if (!row) throw new ClientNotConfiguredError();
  return row;
}

export async function loadFonctionnalites(db: Queryable, clientCode: string): Promise<Fonctionnalites> {
  const { rows } = await db.query<{
    feature_key: string;
    is_activated: boolean;
    numero_contrat_individuel: string | null;
    contract_activated: boolean | null;
  }>(
    `SELECT f.feature_key, f.is_activated, c.numero_contrat_individuel, c.is_activated AS contract_activated
       FROM client_features f
       LEFT JOIN client_feature_contracts c
         ON c.client_code = f.client_code AND c.feature_key = f.feature_key
      WHERE f.client_code = $1
      ORDER BY f.feature_key, c.numero_contrat_individuel`,
    [clientCode],
  );
  const features: Fonctionnalites = {};
  for (const row of rows) {
    const flag = (features[row.feature_key] ??= { isActivated: row.is_activated });
    if (row.numero_contrat_individuel !== null) {
      (flag.isActivatedPerContract ??= {})[row.numero_contrat_individuel] = row.contract_activated === true;
    }
  }
  return features;
}

/** A client's code (the default client's when none is named): what per-client settings (mail templates, traductions…) are keyed by. */
export async function getClientCode(db: Queryable, clientCode?: string): Promise<string> {
  return (await loadClientRow(db, clientCode)).code;
}

/**
 * The current client. `clientCode`: the request's client
 * (`await clientCodeOf(request)`); omitted, the default client.
 */
export async function getClient(db: Queryable, clientCode?: string): Promise<CurrentClient> {
  const row = await loadClientRow(db, clientCode);
  return {
    libelle: row.libelle,
    couleurPrincipale: row.couleur_principale,
    dataCollectActivated: row.data_collect_activated,
    fonctionnalites: await loadFonctionnalites(db, row.code),
    isDonneesROMonegasquesActivated: row.is_donnees_ro_monegasques_activated,
    passwordRequiredLength: row.password_required_length,
    autresClients: Array.isArray(row.autres_clients) ? row.autres_clients : [],
    oidcExternalProvider: row.oidc_external_provider,
  };
}

/** The client's configuration; `clientCode` as for getClient. */
export async function getClientConfiguration(db: Queryable, clientCode?: string): Promise<ClientConfiguration> {
  const row = await loadClientRow(db, clientCode);
  return {
    createAccountAuthMode: row.create_account_auth_mode,
    tailleMaxPrenomNom: row.taille_max_prenom_nom,
    registerAttemptNumber: row.register_attempt_number,
    registerAttemptNumberAfterMessage: row.register_attempt_number_after_message,
    delaiToasts: row.delai_toasts,
    oidcExternalProvider: row.oidc_external_provider,
    amfSmsActivated: row.amf_sms_activated,
    isRegisterVerifyEmail: row.is_register_verify_email,
    isRegisterVerifyIban: row.is_register_verify_iban,
    isRegisterIbanObligatoire: row.is_register_iban_obligatoire,
    isCodePostalVerifiedOnAccountCreation: row.is_code_postal_verified_on_account_creation,
    isCheckBirthdayForgotPasswordActivated: row.is_check_birthday_forgot_password_activated,
    passwordRequiredLength: row.password_required_length,
    mobileApp: {
      enabled: row.mobile_app_enabled,
      androidUrl: row.mobile_app_android_url,
      iosUrl: row.mobile_app_ios_url,
    },
  };
}

/**
 * The `context.features` object of the form context: every configured feature, plus
 * any extra keys asked for (not configured → true), evaluated for the current
 * contract. Pure: no database, no clock. The rule itself is the screen language's
 * (`src/language/featureVisibility.ts`), so the browser and the server cannot disagree:
 * not configured → shown; else activated globally AND for the current contract (a per-contract
 * map that does not list the current contract means "not activated for it"; no current contract
 * or no map → the global switch decides); several keys combine in the condition language.
 */
export function evaluateFeatures(
  client: Pick<CurrentClient, 'fonctionnalites'>,
  numeroContrat: string | null | undefined,
  extraKeys: readonly string[] = [],
): Record<string, boolean> {
  const result: Record<string, boolean> = {};
  for (const key of [...Object.keys(client.fonctionnalites).sort(), ...extraKeys]) {
    result[key] = isFeatureVisible(client.fonctionnalites, key, numeroContrat);
  }
  return result;
}

export { isFeatureVisible };
