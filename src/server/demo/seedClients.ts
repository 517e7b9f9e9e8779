import type { Queryable } from '../db/types';

/**
 * A second demo client, served on the host `horizon.localhost` (browsers send
 * *.localhost to this machine: http://horizon.localhost:8080). Another auth mode for account
 * creation (NIR) and other features than 'Mutuelle Démo', the default client of every other host
 * (seedContent.ts). Never the default: inserted before the default client exists, it says so.
 */
export const HORIZON_CLIENT = 'mutuelle-horizon';
export const HORIZON_HOST = 'horizon.localhost';

export async function seedClients(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO clients (code, libelle, is_default, data_collect_activated, create_account_auth_mode, taille_max_prenom_nom,
       register_attempt_number, register_attempt_number_after_message, delai_toasts, amf_sms_activated,
       is_register_verify_email, password_required_length)
     VALUES ($1, 'Mutuelle Horizon', false, false, 'nir', 40, 3,
       'Vous avez atteint le nombre maximal de tentatives de création de compte. Merci de contacter Mutuelle Horizon au 01 98 76 54 32.',
       8, false, true, 12)
     ON CONFLICT (code) DO NOTHING`,
    [HORIZON_CLIENT],
  );
  const features: Array<[string, boolean]> = [
    ['creationCompteAutreActe', true],
    ['forgotUsernameAutreActe', false],
    ['consentementCGUCreationCompteAutreActe', true],
    ['faqInbentaService', false],
    ['reseauxSoinsService', false],
    ['ribPrestationsActe', true],
  ];
  for (const [key, activated] of features) {
    await tx.query('INSERT INTO client_features (client_code, feature_key, is_activated) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [HORIZON_CLIENT, key, activated]);
  }
  await tx.query('INSERT INTO client_hosts (host, client_code) VALUES ($1, $2) ON CONFLICT (host) DO NOTHING', [HORIZON_HOST, HORIZON_CLIENT]);
}
