import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../../errors';
import { hashPassword } from '../../../../auth/passwords';
import { resetEvery } from '../../../../auth/rateLimit';
import { countUploadsAsYesterdays } from '../../../../uploads/uploadQuota';
import { setModeGestion } from '../../../../actes/modeGestion';

/**
 * Test-only controls for the browser tests (answering only with DEV_TOOLS=1 and NODE_ENV=test, the folder's rule,
 * never in development or production): switch the demo client's settings between scenarios (the four
 * account-creation auth modes, the attempt limit, SMS security code, external OIDC provider)
 * and remove an account so the demo member can register again, or give it an active account
 * directly (a scenario that starts from a member who can log in need not replay registration).
 */
const CLIENT_COLUMNS: Record<string, { column: string; type: 'string' | 'number' | 'boolean' | 'nullableString' }> = {
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

function accepts(type: string, value: unknown): boolean {
  if (type === 'nullableString') return value === null || typeof value === 'string';
  return typeof value === type;
}

export default async function testControlRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Record<string, unknown> }>('/api/dev/test/client', async (request) => {
    const sets: string[] = [];
    const values: unknown[] = [];
    for (const [key, value] of Object.entries(request.body ?? {})) {
      const known = CLIENT_COLUMNS[key];
      if (!known || !accepts(known.type, value)) throw new HttpError(400, `Réglage inconnu ou invalide : ${key}`);
      values.push(value);
      sets.push(`${known.column} = $${values.length}`);
    }
    if (sets.length) await app.db.query(`UPDATE clients SET ${sets.join(', ')} WHERE is_default`, values);
    return { updated: sets.length };
  });

  app.post<{ Body: { key?: unknown; isActivated?: unknown } }>('/api/dev/test/feature', async (request) => {
    const { key, isActivated } = request.body ?? {};
    if (typeof key !== 'string' || typeof isActivated !== 'boolean') throw new HttpError(400, 'key et isActivated attendus');
    await app.db.query(
      `UPDATE client_features SET is_activated = $2 WHERE feature_key = $1 AND client_code = (SELECT code FROM clients WHERE is_default)`,
      [key, isActivated],
    );
    return { ok: true };
  });

  // The browser tests log in from one address (127.0.0.1) more often than the per-address login
  // limit allows in 15 minutes, mail the demo member more often than the per-recipient cap, and
  // upload more documents as the demo member than a member may in a day: each test starts with
  // those counters at zero (the uploads already made count as made yesterday).
  app.post('/api/dev/test/limits-reset', async () => {
    await resetEvery(app.db, ['login', 'mail:to']);
    await countUploadsAsYesterdays(app.db);
    return { ok: true };
  });

  // The demo member files more demandes across browser scenarios than a member may in a day.
  app.post('/api/dev/test/demandes-reset', async () => {
    await resetEvery(app.db, ['demandes']);
    return { ok: true };
  });

  // A draft saved as an older version of an acte left it: stored as given, no cleaning.
  app.post<{ Body: { userName?: unknown; acte?: unknown; numeroContrat?: unknown; version?: unknown; data?: unknown } }>('/api/dev/test/brouillon', async (request) => {
    const { userName, acte, numeroContrat, version, data } = request.body ?? {};
    if (typeof userName !== 'string' || typeof acte !== 'string' || typeof numeroContrat !== 'string' || !Number.isInteger(version) || typeof data !== 'object' || data === null) {
      throw new HttpError(400, 'userName, acte, numeroContrat, version et data attendus');
    }
    const { affectedRows } = await app.db.query(
      `INSERT INTO brouillons (user_id, acte, numero_contrat, acte_version, donnees, updated_at)
       SELECT id, $2, $3, $4, $5, now() FROM users WHERE user_name = $1
       ON CONFLICT (user_id, acte, numero_contrat) DO UPDATE SET acte_version = EXCLUDED.acte_version, donnees = EXCLUDED.donnees, updated_at = now()`,
      [userName.toLowerCase(), acte, numeroContrat, version, JSON.stringify(data)],
    );
    return { saved: affectedRows };
  });

  // Removes the account linked to a contract's member (tokens and sessions go with it).
  app.post<{ Body: { numeroContrat?: unknown } }>('/api/dev/test/delete-account', async (request) => {
    const numero = request.body?.numeroContrat;
    if (typeof numero !== 'string') throw new HttpError(400, 'numeroContrat attendu');
    const { rows } = await app.db.query<{ id: string }>(
      `DELETE FROM users WHERE adherent_id = (SELECT adherent_id FROM contrats WHERE numero_contrat_individuel = $1) RETURNING id`,
      [numero],
    );
    return { deleted: rows.length };
  });

  // An active account for a contract's member, replacing any previous one (optionally with the
  // security code on, and the member's mobile phone).
  app.post<{ Body: { numeroContrat?: unknown; email?: unknown; password?: unknown; amfActive?: unknown; telephone?: unknown } }>(
    '/api/dev/test/create-account',
    async (request) => {
      const { numeroContrat, email, password, amfActive = false, telephone } = request.body ?? {};
      if (typeof numeroContrat !== 'string' || typeof email !== 'string' || typeof password !== 'string' || typeof amfActive !== 'boolean') {
        throw new HttpError(400, 'numeroContrat, email et password attendus');
      }
      if (telephone !== undefined && telephone !== null && typeof telephone !== 'string') throw new HttpError(400, 'telephone invalide');
      const passwordHash = await hashPassword(password, app.config.argon2);
      return app.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ adherent_id: string }>('SELECT adherent_id FROM contrats WHERE numero_contrat_individuel = $1', [numeroContrat]);
        if (!rows[0]) throw new HttpError(400, `Contrat inconnu : ${numeroContrat}`);
        const adherentId = rows[0].adherent_id;
        await tx.query('DELETE FROM users WHERE adherent_id = $1 OR user_name = $2', [adherentId, email.toLowerCase()]);
        if (telephone !== undefined) {
          await tx.query('UPDATE adherents SET telephone_mobile = $2, telephone_confirme = $3 WHERE id = $1', [adherentId, telephone, telephone !== null]);
        }
        const created = await tx.query<{ id: string }>(
          `INSERT INTO users (user_name, password_hash, roles, adherent_id, status, email_confirmed, cgu_accepted_at, password_changed_at, amf_active)
           VALUES ($1, $2, ARRAY['User'], $3, 'active', true, now(), now(), $4) RETURNING id`,
          [email.toLowerCase(), passwordHash, adherentId, amfActive],
        );
        return { userId: created.rows[0].id };
      });
    },
  );

  // The RIB acte between manual and automatic management.
  app.post<{ Body: { id?: unknown; modeGestion?: unknown } }>('/api/dev/test/mode-gestion', async (request) => {
    const { id, modeGestion } = request.body ?? {};
    if (typeof id !== 'string' || (modeGestion !== 'manuel' && modeGestion !== 'automatique')) {
      throw new HttpError(400, 'id et modeGestion (manuel | automatique) attendus');
    }
    await setModeGestion(app.db, id, modeGestion);
    return { ok: true };
  });
  // Security-code send/verify counters back to zero between browser scenarios.
  app.post('/api/dev/test/amf-reset', async () => {
    await resetEvery(app.db, ['amf']);
    return { ok: true };
  });
}
