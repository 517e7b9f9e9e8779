import type { Db, Queryable } from '../../db/types';

/**
 * Provider identities linked to accounts (table oidc_links: issuer + subject, at most one account
 * each), and the account lookups the first login links by. Only member accounts (with an adherent)
 * are ever linked: a provider never opens a staff session.
 */
export interface LinkedAccount {
  userId: string;
  status: string;
}

export async function accountOfIdentity(db: Queryable, issuer: string, subject: string): Promise<LinkedAccount | null> {
  const { rows } = await db.query<{ user_id: string; status: string }>(
    'SELECT l.user_id, u.status FROM oidc_links l JOIN users u ON u.id = l.user_id WHERE l.issuer = $1 AND l.subject = $2',
    [issuer, subject],
  );
  return rows[0] ? { userId: rows[0].user_id, status: rows[0].status } : null;
}

export async function touchLink(db: Queryable, issuer: string, subject: string, now: Date): Promise<void> {
  await db.query('UPDATE oidc_links SET last_login_at = $3 WHERE issuer = $1 AND subject = $2', [issuer, subject, now]);
}

/** A member account by its identifier (the e-mail it logs in with). */
export async function memberAccountByEmail(db: Queryable, email: string): Promise<LinkedAccount | null> {
  const { rows } = await db.query<{ id: string; status: string }>(
    'SELECT id, status FROM users WHERE user_name = $1 AND adherent_id IS NOT NULL',
    [email.trim().toLowerCase()],
  );
  return rows[0] ? { userId: rows[0].id, status: rows[0].status } : null;
}

export interface MemberCandidate {
  adherentId: string;
  email: string | null;
  /** The member's own account (not a beneficiary's), if any. */
  userId: string | null;
}

/** The member with this e-mail on file, when exactly one has it. */
export async function memberByEmail(db: Queryable, email: string): Promise<MemberCandidate | null> {
  return onlyOne(
    await db.query<Row>(
      `SELECT a.id, a.email, u.id AS user_id FROM adherents a LEFT JOIN users u ON u.adherent_id = a.id AND u.num_pers IS NULL
        WHERE lower(a.email) = $1`,
      [email.trim().toLowerCase()],
    ),
  );
}

/** The holder of an individual contract born on that date. */
export async function memberByContrat(db: Queryable, numeroContrat: string, dateNaissance: string): Promise<MemberCandidate | null> {
  return onlyOne(
    await db.query<Row>(
      `SELECT a.id, a.email, u.id AS user_id FROM adherents a LEFT JOIN users u ON u.adherent_id = a.id AND u.num_pers IS NULL
        WHERE a.date_naissance = $2 AND EXISTS (SELECT 1 FROM contrats c WHERE c.adherent_id = a.id AND upper(c.numero_contrat_individuel) = $1)`,
      [numeroContrat.replace(/\s+/g, '').toUpperCase(), dateNaissance],
    ),
  );
}

/** The member with this NIR born on that date. */
export async function memberByNir(db: Queryable, nir: string, dateNaissance: string): Promise<MemberCandidate | null> {
  return onlyOne(
    await db.query<Row>(
      `SELECT a.id, a.email, u.id AS user_id FROM adherents a LEFT JOIN users u ON u.adherent_id = a.id AND u.num_pers IS NULL
        WHERE a.nir = $1 AND a.date_naissance = $2`,
      [nir.replace(/\s+/g, '').toUpperCase(), dateNaissance],
    ),
  );
}

interface Row {
  id: string;
  email: string | null;
  user_id: string | null;
}

function onlyOne({ rows }: { rows: Row[] }): MemberCandidate | null {
  if (rows.length !== 1) return null;
  return { adherentId: rows[0].id, email: rows[0].email, userId: rows[0].user_id };
}

/**
 * Links the identity to an account, creating the member's account (already active, without
 * password: it logs in through the provider) when `create` names one; all or nothing.
 * Null when the identity or the account name is already taken (another login won the race).
 */
export async function linkIdentity(
  db: Db,
  link: { issuer: string; subject: string; clientCode: string; userId?: string; create?: { userName: string; adherentId: string } },
  now: Date,
): Promise<string | null> {
  try {
    return await db.transaction(async (tx) => {
      let userId = link.userId;
      if (link.create) {
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO users (user_name, roles, adherent_id, status, client_code, created_at, email_confirmed)
           VALUES ($1, ARRAY['User'], $2, 'active', $3, $4, true) RETURNING id`,
          [link.create.userName.trim().toLowerCase(), link.create.adherentId, link.clientCode, now],
        );
        userId = rows[0].id;
      } else {
        // The provider vouched for the member: what the activation mail would have proved.
        await tx.query(`UPDATE users SET status = 'active' WHERE id = $1`, [userId]);
      }
      await tx.query('INSERT INTO oidc_links (issuer, subject, user_id, client_code, linked_at) VALUES ($1, $2, $3, $4, $5)', [
        link.issuer,
        link.subject,
        userId,
        link.clientCode,
        now,
      ]);
      return userId ?? null;
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return null;
    throw error;
  }
}

export interface LinkRow {
  id: number;
  issuer: string;
  subject: string;
  linkedAt: string;
  lastLoginAt: string | null;
}

export async function linksOfUser(db: Queryable, userId: string): Promise<LinkRow[]> {
  const { rows } = await db.query<{ id: number; issuer: string; subject: string; linked_at: Date; last_login_at: Date | null }>(
    'SELECT id, issuer, subject, linked_at, last_login_at FROM oidc_links WHERE user_id = $1 ORDER BY linked_at',
    [userId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    issuer: row.issuer,
    subject: row.subject,
    linkedAt: new Date(row.linked_at).toISOString(),
    lastLoginAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
  }));
}

/** Removes a link; the account it was linked to, or null when there is no such link. */
export async function removeLink(db: Queryable, linkId: number): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>('DELETE FROM oidc_links WHERE id = $1 RETURNING user_id', [linkId]);
  return rows[0]?.user_id ?? null;
}
