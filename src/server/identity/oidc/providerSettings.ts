import type { Db, Queryable } from '../../db/types';
import { openSecret, sealSecret } from './secretBox';

/**
 * A client's OpenID Connect provider (table client_oidc_providers). The flag the browser reads,
 * `clients.oidc_external_provider`, carries the issuer while a provider is configured, so the
 * public screens and the server agree on « this client logs in through a provider ».
 */
export type LinkingMode = 'email' | 'contrat' | 'nir';

export interface ProviderSettings {
  clientCode: string;
  issuer: string;
  clientId: string;
  /** The plain secret, for the relying party only: never sent to a browser, never logged. */
  clientSecret: string | null;
  scopes: string;
  linkingMode: LinkingMode;
  identifyingClaim: string;
  birthdateClaim: string;
  postLogoutRedirect: string | null;
  staffPasswordLogin: boolean;
}

/** What the back office edits; `clientSecret` absent or empty keeps the stored one. */
export type ProviderSettingsInput = Omit<ProviderSettings, 'clientCode' | 'clientSecret'> & { clientSecret?: string | null };

interface Row {
  client_code: string;
  issuer: string;
  client_id: string;
  client_secret_enc: string | null;
  scopes: string;
  linking_mode: LinkingMode;
  identifying_claim: string;
  birthdate_claim: string;
  post_logout_redirect: string | null;
  staff_password_login: boolean;
}

export async function loadProviderSettings(db: Queryable, clientCode: string, serverSecret: string): Promise<ProviderSettings | null> {
  const { rows } = await db.query<Row>('SELECT * FROM client_oidc_providers WHERE client_code = $1', [clientCode]);
  const row = rows[0];
  if (!row) return null;
  return {
    clientCode: row.client_code,
    issuer: row.issuer,
    clientId: row.client_id,
    clientSecret: row.client_secret_enc ? openSecret(serverSecret, row.client_secret_enc) : null,
    scopes: row.scopes,
    linkingMode: row.linking_mode,
    identifyingClaim: row.identifying_claim,
    birthdateClaim: row.birthdate_claim,
    postLogoutRedirect: row.post_logout_redirect,
    staffPasswordLogin: row.staff_password_login,
  };
}

/** Writes the provider and the client's flag together. */
export async function saveProviderSettings(db: Db, clientCode: string, input: ProviderSettingsInput, serverSecret: string): Promise<void> {
  const sealed = input.clientSecret ? sealSecret(serverSecret, input.clientSecret) : null;
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO client_oidc_providers (client_code, issuer, client_id, client_secret_enc, scopes, linking_mode, identifying_claim,
              birthdate_claim, post_logout_redirect, staff_password_login, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
       ON CONFLICT (client_code) DO UPDATE SET issuer = EXCLUDED.issuer, client_id = EXCLUDED.client_id,
              client_secret_enc = COALESCE(EXCLUDED.client_secret_enc, client_oidc_providers.client_secret_enc),
              scopes = EXCLUDED.scopes, linking_mode = EXCLUDED.linking_mode, identifying_claim = EXCLUDED.identifying_claim,
              birthdate_claim = EXCLUDED.birthdate_claim, post_logout_redirect = EXCLUDED.post_logout_redirect,
              staff_password_login = EXCLUDED.staff_password_login, updated_at = now()`,
      [
        clientCode,
        input.issuer,
        input.clientId,
        sealed,
        input.scopes,
        input.linkingMode,
        input.identifyingClaim,
        input.birthdateClaim,
        input.postLogoutRedirect,
        input.staffPasswordLogin,
      ],
    );
    await tx.query('UPDATE clients SET oidc_external_provider = $2, updated_at = now() WHERE code = $1', [clientCode, input.issuer]);
  });
}

/** The client logs in with passwords again. */
export async function removeProviderSettings(db: Db, clientCode: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM client_oidc_providers WHERE client_code = $1', [clientCode]);
    await tx.query('UPDATE clients SET oidc_external_provider = NULL, updated_at = now() WHERE code = $1', [clientCode]);
  });
}

/** Whether the client logs in through a provider (without reading its secret). */
export async function clientHasProvider(db: Queryable, clientCode: string): Promise<boolean> {
  const { rows } = await db.query<{ on: boolean }>('SELECT EXISTS (SELECT 1 FROM client_oidc_providers WHERE client_code = $1) AS on', [clientCode]);
  return rows[0]?.on === true;
}
