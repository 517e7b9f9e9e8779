import { randomBytes, randomInt } from 'node:crypto';
import type { Queryable } from '../db/types';
import { hmac, safeEqual } from '../auth/crypto';
import { hit, release, reset, type Limit } from '../auth/rateLimit';
import { isFrenchMobile } from '../../domain/phone';

/**
 * Security codes (AMF) — the rules, apart from HTTP (ASVS 2.7 out-of-band verifiers):
 * - 6 digits from the CSPRNG (crypto.randomInt), never stored: only HMAC(secret, salt:code);
 * - valid 10 minutes; single use; a new code kills the previous one of the same operation;
 * - at most 5 wrong tries, then the code is dead and a new one must be sent; the same for the
 *   proof of a verified code (X-SecurityCode): 5 wrong proofs kill the user's live proofs;
 * - sends and checks are rate-limited (counters in the database, shared by every instance).
 */

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_WRONG_TRIES = 5;
/** A verified code keeps proving the check (X-SecurityCode) for this long. */
export const VERIFIED_PROOF_MS = 10 * 60_000;

export const AMF_LIMITS = {
  sendPerUser: { name: 'amf:send:user', max: 5, windowMs: 15 * 60_000 },
  sendPerIp: { name: 'amf:send:ip', max: 30, windowMs: 15 * 60_000 },
  verifyPerIp: { name: 'amf:verify:ip', max: 60, windowMs: 15 * 60_000 },
  /** X-SecurityCode proofs presented per user, counted before the check, a right one given back. */
  proofPerUser: { name: 'amf:proof:user', max: MAX_WRONG_TRIES, windowMs: VERIFIED_PROOF_MS },
} satisfies Record<string, Limit>;

export const AMF_OPERATIONS = [
  'activateAmf',
  'deactivateAmf',
  'activateBiometrics',
  'deactivateBiometrics',
  'login',
  'modifyPhone',
  'verify',
  'verifyByMail',
  'verifyBySms',
  'verifyUnauthenticated',
] as const;
export type AmfOperation = (typeof AMF_OPERATIONS)[number];
export const UNAUTHENTICATED_OPERATIONS: readonly AmfOperation[] = ['login', 'verifyUnauthenticated'];

export const AMF_MESSAGES = {
  missingUser: "Veuillez renseigner les informations de l'utilisateur.",
  invalid: 'Le code de sécurité est incorrect.',
  invalidLeft: (left: number) =>
    `Le code de sécurité est incorrect. Il vous reste ${left} essai${left > 1 ? 's' : ''}.`,
  locked: 'Trop de codes erronés : ce code de sécurité n’est plus valable. Demandez un nouveau code.',
  expired: 'Le code de sécurité a expiré ou a déjà été utilisé. Demandez un nouveau code.',
  tooManySends: 'Trop de codes de sécurité demandés. Merci de réessayer dans quelques minutes.',
  tooManySendsLogout: 'Trop de codes de sécurité ont été demandés : par sécurité, vous avez été déconnecté.',
  telephoneInvalid: 'Le numéro de téléphone mobile doit comporter 10 chiffres (06 ou 07…).',
  noPendingPhone: 'Aucun nouveau numéro de téléphone à confirmer.',
  phoneMismatch: 'Le numéro de téléphone ne correspond pas à celui qui a reçu le code.',
  required: 'Un code de sécurité est nécessaire pour cette opération.',
  loginRequired: 'Un code de sécurité est nécessaire pour vous connecter.',
} as const;

/** Six digits, uniformly drawn from the CSPRNG. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

export function hashCode(secret: string, salt: string, code: string): string {
  return hmac(secret, `amf:${salt}:${code}`);
}

// One phone rule for browser and server (src/domain/phone.ts).
export { normalizePhone, isWellFormedPhone } from '../../domain/phone';

/**
 * An SMS may only go to a French mobile number (06, 07). Any other number (landline, 08 services,
 * 09 boxes) is 'forbidden': the code then goes by mail.
 */
export function isAuthorizedMobile(phone: string | null | undefined): boolean {
  return isFrenchMobile(phone);
}

export interface ChannelInput {
  requested: 'SMS' | 'MAIL';
  operation: AmfOperation;
  amfSmsActivated: boolean;
  /** The number the SMS would go to (the pending one for modifyPhone). */
  telephone: string | null;
  telephoneConfirme: boolean;
}

/** SMS falls back to mail (no confirmed mobile, SMS off, forbidden phone). */
export function chooseChannel(input: ChannelInput): { channel: 'SMS' | 'MAIL'; telephoneForbidden: boolean } {
  const wantsSms = input.operation === 'verifyBySms' || (input.requested === 'SMS' && input.operation !== 'verifyByMail');
  // modifyPhone sends to the new number: being confirmed is what the code is for.
  const confirmed = input.operation === 'modifyPhone' ? true : input.telephoneConfirme;
  if (!wantsSms || !input.amfSmsActivated || !input.telephone || !confirmed) return { channel: 'MAIL', telephoneForbidden: false };
  if (!isAuthorizedMobile(input.telephone)) return { channel: 'MAIL', telephoneForbidden: true };
  return { channel: 'SMS', telephoneForbidden: false };
}

/** Writes a new code (the earlier live ones of the operation die) and returns it in clear, once. */
export async function issueCode(
  tx: Queryable,
  secret: string,
  input: { userId: string; operation: AmfOperation; channel: 'SMS' | 'MAIL'; newTelephone?: string | null; now: Date },
): Promise<string> {
  const code = generateCode();
  const salt = randomBytes(16).toString('base64url');
  await tx.query(
    `UPDATE security_codes SET dead_at = $3 WHERE user_id = $1 AND operation = $2 AND used_at IS NULL AND dead_at IS NULL`,
    [input.userId, input.operation, input.now],
  );
  await tx.query(
    `INSERT INTO security_codes (user_id, operation, channel, salt, code_hash, new_telephone, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      input.userId,
      input.operation,
      input.channel,
      salt,
      hashCode(secret, salt, code),
      input.newTelephone ?? null,
      input.now,
      new Date(input.now.getTime() + CODE_TTL_MS),
    ],
  );
  return code;
}

export type CheckResult =
  | { ok: true; newTelephone: string | null }
  | { ok: false; reason: 'expired' | 'locked' | 'invalid'; remaining?: number };

interface CodeRow {
  id: number;
  salt: string;
  code_hash: string;
  attempts: number;
  expires_at: Date;
  new_telephone: string | null;
}

/**
 * Checks a typed code against the live code of (user, operation), inside the caller's
 * transaction. The row is locked (FOR UPDATE), so two concurrent checks cannot both win, and a
 * wrong try is counted even when tried in parallel.
 */
export async function checkCode(
  tx: Queryable,
  secret: string,
  input: { userId: string; operation: AmfOperation; code: string; now: Date },
): Promise<CheckResult> {
  const { rows } = await tx.query<CodeRow>(
    `SELECT id, salt, code_hash, attempts, expires_at, new_telephone FROM security_codes
      WHERE user_id = $1 AND operation = $2 AND used_at IS NULL AND dead_at IS NULL
      ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
    [input.userId, input.operation],
  );
  const row = rows[0];
  if (!row || new Date(row.expires_at).getTime() <= input.now.getTime()) return { ok: false, reason: 'expired' };
  if (row.attempts >= MAX_WRONG_TRIES) return { ok: false, reason: 'locked' };
  const typed = /^\d{6}$/.test(input.code) ? input.code : '';
  if (typed && safeEqual(hashCode(secret, row.salt, typed), row.code_hash)) {
    await tx.query('UPDATE security_codes SET used_at = $2 WHERE id = $1', [row.id, input.now]);
    return { ok: true, newTelephone: row.new_telephone };
  }
  const attempts = row.attempts + 1;
  await tx.query(
    `UPDATE security_codes SET attempts = $2, dead_at = CASE WHEN $2 >= ${MAX_WRONG_TRIES} THEN $3::timestamptz ELSE NULL END WHERE id = $1`,
    [row.id, attempts, input.now],
  );
  if (attempts >= MAX_WRONG_TRIES) return { ok: false, reason: 'locked' };
  return { ok: false, reason: 'invalid', remaining: MAX_WRONG_TRIES - attempts };
}

/**
 * Does `code` (the X-SecurityCode header) prove a recent check of one of `operations` for this
 * user? Used by sensitive routes (delete-devices) and by the login gate.
 */
export async function hasVerifiedCode(
  db: Queryable,
  secret: string,
  input: { userId: string; operations: readonly AmfOperation[]; code: unknown; now: Date; consume?: boolean },
): Promise<boolean> {
  if (typeof input.code !== 'string' || !/^\d{6}$/.test(input.code)) return false;
  // Counted before the check, so parallel guesses cannot outrun the counter; past the allowance
  // the user's proofs die (like a code after 5 wrong tries) and the count starts again for the
  // next code the member verifies.
  const tries = await hit(db, AMF_LIMITS.proofPerUser, input.userId, input.now);
  if (tries > AMF_LIMITS.proofPerUser.max) {
    await db.query('UPDATE security_codes SET dead_at = $2 WHERE user_id = $1 AND used_at IS NOT NULL AND dead_at IS NULL', [input.userId, input.now]);
    await reset(db, AMF_LIMITS.proofPerUser, input.userId);
    return false;
  }
  const { rows } = await db.query<{ id: number; salt: string; code_hash: string }>(
    `SELECT id, salt, code_hash FROM security_codes
      WHERE user_id = $1 AND operation = ANY ($2::text[]) AND used_at IS NOT NULL AND used_at > $3 AND dead_at IS NULL
      ORDER BY used_at DESC LIMIT 5`,
    [input.userId, [...input.operations], new Date(input.now.getTime() - VERIFIED_PROOF_MS)],
  );
  const match = rows.find((row) => safeEqual(hashCode(secret, row.salt, input.code as string), row.code_hash));
  if (!match) return false;
  await release(db, AMF_LIMITS.proofPerUser, input.userId);
  // A login proof opens one session only.
  if (input.consume) {
    const { affectedRows } = await db.query('UPDATE security_codes SET dead_at = $2 WHERE id = $1 AND dead_at IS NULL', [match.id, input.now]);
    return affectedRows > 0;
  }
  return true;
}
