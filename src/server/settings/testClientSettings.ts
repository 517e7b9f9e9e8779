import type { Queryable } from '../db/types';

/**
 * Browser tests only: the default client's settings and features switched between scenarios
 * (the test controls answer only with DEV_TOOLS=1 and NODE_ENV=test).
 */

/** The settings a scenario may switch: the name the tests use → the clients column and its type. */
export const TEST_CLIENT_SETTINGS: Record<string, { column: string; type: 'string' | 'number' | 'boolean' | 'nullableString' }> = {
  createAccountAuthMode: { column: 'create_account_auth_mode', type: 'string' },
  registerAttemptNumber: { column: 'register_attempt_number', type: 'number' },
  tailleMaxPrenomNom: { column: 'taille_max_prenom_nom', type: 'number' },
  passwordRequiredLength: { column: 'password_required_length', type: 'number' },
  amfSmsActivated: { column: 'amf_sms_activated', type: 'boolean' },
  isRegisterVerifyIban: { column: 'is_register_verify_iban', type: 'boolean' },
  isRegisterIbanObligatoire: { column: 'is_register_iban_obligatoire', type: 'boolean' },
  isCodePostalVerifiedOnAccountCreation: { column: 'is_code_postal_verified_on_account_creation', type: 'boolean' },
  isCheckBirthdayForgotPasswordActivated: { column: 'is_check_birthday_forgot_password_activated', type: 'boolean' },
  oidcExternalProvider: { column: 'oidc_external_provider', type: 'nullableString' },
};

/**
 * Writes the given settings (names of TEST_CLIENT_SETTINGS, values already checked) on the default
 * client in one statement; nothing is written when none is given. Returns how many were set.
 */
export async function setDefaultClientSettings(db: Queryable, settings: ReadonlyArray<readonly [name: string, value: unknown]>): Promise<number> {
  const sets: string[] = [];
  const values: unknown[] = [];
  for (const [name, value] of settings) {
    const known = TEST_CLIENT_SETTINGS[name];
    if (!known) throw new Error(`unknown test client setting: ${name}`);
    values.push(value);
    sets.push(`${known.column} = $${values.length}`);
  }
  if (sets.length) await db.query(`UPDATE clients SET ${sets.join(', ')} WHERE is_default`, values);
  return sets.length;
}

/** Switches a feature the default client already has a row for (no row: nothing changes). */
export async function setDefaultClientFeature(db: Queryable, key: string, isActivated: boolean): Promise<void> {
  await db.query(
    `UPDATE client_features SET is_activated = $2 WHERE feature_key = $1 AND client_code = (SELECT code FROM clients WHERE is_default)`,
    [key, isActivated],
  );
}
