import type { Db } from '../db/types';
import type { ConfigurationClient } from '../../generated/types';
import { setModeGestion } from '../actes/modeGestion';

/**
 * Writes the back office's client configuration (acte configuration-client) to the row and the
 * management modes of `clientCode` (the client configured), in one transaction: the public reads
 * see all of it or none. Its name and main colour are kept when the form leaves them out.
 */
export async function saveClientConfiguration(db: Db, data: ConfigurationClient, clientCode: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE clients SET create_account_auth_mode = $1, taille_max_prenom_nom = $2, register_attempt_number = $3,
                  register_attempt_number_after_message = $4, delai_toasts = $5, amf_sms_activated = $6, is_register_verify_email = $7,
                  is_register_verify_iban = $8, is_register_iban_obligatoire = $9, is_code_postal_verified_on_account_creation = $10,
                  is_check_birthday_forgot_password_activated = $11, password_required_length = $12, mobile_app_enabled = $13,
                  mobile_app_android_url = $14, mobile_app_ios_url = $15, libelle = coalesce($17, libelle),
                  couleur_principale = coalesce($18, couleur_principale), updated_at = now()
            WHERE code = $16`,
      [
        data.createAccountAuthMode,
        data.tailleMaxPrenomNom,
        data.registerAttemptNumber,
        data.registerAttemptNumberAfterMessage ?? '',
        data.delaiToasts,
        data.amfSmsActivated ?? false,
        data.isRegisterVerifyEmail ?? false,
        data.isRegisterVerifyIban ?? false,
        data.isRegisterIbanObligatoire ?? false,
        data.isCodePostalVerifiedOnAccountCreation ?? false,
        data.isCheckBirthdayForgotPasswordActivated ?? false,
        data.passwordRequiredLength,
        data.mobileApp?.enabled ?? false,
        data.mobileApp?.androidUrl ?? null,
        data.mobileApp?.iosUrl ?? null,
        clientCode,
        data.libelle?.trim() ?? null,
        data.couleurPrincipale?.toLowerCase() ?? null,
      ],
    );
    for (const mode of data.modesGestion ?? []) {
      await setModeGestion(tx, mode.id, mode.modeGestion, clientCode);
    }
  });
}
