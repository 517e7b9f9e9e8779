import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sha256 } from '../../src/server/auth/crypto';
import { newLoggedInSessionId, xsrfTokenFor } from '../../src/server/auth/session';
import type { Db } from '../../src/server/db/types';
import { TEST_SECRET } from './helpers';

/**
 * Content-route helpers on top of the core harness (../helpers.ts: startHarness(kind) on PGlite
 * and PostgreSQL, buildApp, demo seeds): direct sessions for made-up members, multipart
 * bodies and small valid files.
 */

export { DB_KINDS, DEMO, startHarness, type DbKind, type Harness } from './helpers';

/** Cookie and header of a session; `cookie` goes in the Cookie header, `headers` in every write. */
export interface Session {
  cookie: string;
  headers: Record<string, string>;
}

function sessionFor(sid: string): Session {
  const xsrf = xsrfTokenFor(TEST_SECRET, sid);
  return { cookie: `sid=${sid}; XSRF-TOKEN=${xsrf}`, headers: { cookie: `sid=${sid}; XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf } };
}

/** An anonymous visitor's session, as the page gets it from GET /api/identity/client. */
export async function anonymousSession(app: FastifyInstance): Promise<Session> {
  const res = await app.inject({ method: 'GET', url: '/api/identity/client' });
  const sid = res.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error('no sid cookie');
  return sessionFor(sid);
}

export interface Member {
  userId: string;
  adherentId: string | null;
  session: Session;
}

/**
 * A logged-in user, written straight into the core tables (adherent, user, contracts, session),
 * so these tests do not depend on the login flow.
 */
export async function loginAs(
  db: Db,
  options: {
    userName?: string;
    roles?: string[];
    contrats?: Array<{ numero: string; nomOffre: string; etat: string; isActif: boolean; isPrecontentieux?: boolean; modalite?: object }>;
    withAdherent?: boolean;
  } = {},
): Promise<Member> {
  const userName = options.userName ?? `membre-${randomBytes(4).toString('hex')}@test.fr`;
  let adherentId: string | null = null;
  if (options.withAdherent !== false) {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO adherents (civilite, nom, prenom, date_naissance) VALUES ('MME', 'DURAND', 'Claire', '1980-03-02') RETURNING id`,
    );
    adherentId = rows[0].id;
    for (const c of options.contrats ?? []) {
      await db.query(
        `INSERT INTO contrats (numero_contrat_individuel, adherent_id, nom_offre, etat, is_actif, is_precontentieux, modalite_paiement)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
        [c.numero, adherentId, c.nomOffre, c.etat, c.isActif, c.isPrecontentieux ?? false, JSON.stringify(c.modalite ?? {})],
      );
    }
  }
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (user_name, roles, adherent_id, status, email_confirmed) VALUES ($1, $2::text[], $3, 'active', true) RETURNING id`,
    [userName, options.roles ?? ['User'], adherentId],
  );
  const userId = rows[0].id;
  const sid = newLoggedInSessionId();
  const now = new Date();
  await db.query(
    `INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)`,
    [sha256(sid), userId, now, new Date(now.getTime() + 3_600_000)],
  );
  return { userId, adherentId, session: sessionFor(sid) };
}

export interface FilePart {
  field?: string;
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipart(parts: Array<FilePart | { field: string; value: string }>): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----espace-adherent-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.fileName}"\r\n` +
            `Content-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'), Buffer.from('%%EOF\n')]);
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f2e0b40000000049454e44ae426082', 'hex');
export const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
