import type { Queryable } from '../db/types';

/**
 * A demo client whose members log in through its own identity provider, served on the host
 * `azur.localhost` (http://azur.localhost:8080). Its provider — the local one `npm start` runs
 * beside the portal (localIdentityProvider.ts) — is written at each start by main.ts, its port
 * being known only then. Never the default client.
 */
export const AZUR_CLIENT = 'mutuelle-azur';
export const AZUR_HOST = 'azur.localhost';

export async function seedOidcClient(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO clients (code, libelle, is_default, data_collect_activated, create_account_auth_mode, taille_max_prenom_nom,
       register_attempt_number, register_attempt_number_after_message, delai_toasts, amf_sms_activated,
       is_register_verify_email, password_required_length)
     VALUES ($1, 'Mutuelle Azur', false, false, 'individual', 40, 3,
       'Vous avez atteint le nombre maximal de tentatives. Merci de contacter Mutuelle Azur.', 8, false, false, 12)
     ON CONFLICT (code) DO NOTHING`,
    [AZUR_CLIENT],
  );
  await tx.query('INSERT INTO client_hosts (host, client_code) VALUES ($1, $2) ON CONFLICT (host) DO NOTHING', [AZUR_HOST, AZUR_CLIENT]);
}
