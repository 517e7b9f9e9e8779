import type { Queryable } from '../db/types';

/**
 * A member's consents: the choices made when the account was registered or activated
 * (users.consentements), then every answer given since (consent_answers, append-only: the proof
 * trail; the latest answer per consent counts).
 */

/** The member's current answer per consent: the registration's choice, overridden by any later answer. */
export async function currentConsents(db: Queryable, userId: string): Promise<Map<string, boolean>> {
  const { rows: given } = await db.query<{ consentements: unknown }>('SELECT consentements FROM users WHERE id = $1', [userId]);
  const current = new Map<string, boolean>();
  for (const consent of Array.isArray(given[0]?.consentements) ? (given[0].consentements as unknown[]) : []) {
    const { nom, accepted } = (consent ?? {}) as { nom?: unknown; accepted?: unknown };
    if (typeof nom === 'string' && typeof accepted === 'boolean') current.set(nom, accepted);
  }
  // The highest id per consent is the current answer.
  const { rows } = await db.query<{ nom_consentement: string; is_accepted: boolean }>(
    `SELECT DISTINCT ON (nom_consentement) nom_consentement, is_accepted
       FROM consent_answers WHERE user_id = $1
      ORDER BY nom_consentement, id DESC`,
    [userId],
  );
  for (const row of rows) current.set(row.nom_consentement, row.is_accepted);
  return current;
}

/** Whether the reference list `consentement` exists (`listed`) and has this code (`known`). */
export async function consentCodeStatus(db: Queryable, code: string): Promise<{ known: boolean; listed: boolean }> {
  const { rows } = await db.query<{ known: boolean; listed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM referentiel_lists WHERE name = 'consentement') AS listed,
            EXISTS (SELECT 1 FROM referentiel_items WHERE list_name = 'consentement' AND code = $1) AS known`,
    [code],
  );
  return rows[0];
}

export async function recordConsentAnswer(db: Queryable, userId: string, nomConsentement: string, isAccepted: boolean, numeroContrat: string | null): Promise<void> {
  await db.query(
    `INSERT INTO consent_answers (user_id, nom_consentement, is_accepted, numero_contrat) VALUES ($1, $2, $3, $4)`,
    [userId, nomConsentement, isAccepted, numeroContrat],
  );
}
