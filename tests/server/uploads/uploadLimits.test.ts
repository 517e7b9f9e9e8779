import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers';
import type { UploadLimits } from '../../../src/server/uploads/uploadLimits';
import { DB_KINDS, PDF, loginAs, multipart, startHarness, type Harness, type Member } from '../contentHelpers';

/**
 * Uploads stream out of the database row (a folder under DATA_DIR on PGlite,
 * 256 KiB rows on PostgreSQL, readable from every instance), with daily quotas per member and a
 * cap on uploads in flight.
 */
/** Each test starts its own harness (its limits): under a loaded machine that takes a while. */
const HARNESS_TIMEOUT_MS = 90_000;
const pdfOf = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length, 0x20)]);

describe.each(DB_KINDS)('upload storage and limits (%s)', (kind) => {
  const dirs: string[] = [];
  let h: Harness | undefined;
  const newDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'uploads-test-'));
    dirs.push(dir);
    return dir;
  };
  async function start(uploadLimits: Partial<UploadLimits> = {}) {
    h = await startHarness(kind, { seed: false, config: { uploadDir: newDir(), uploadLimits } });
    return h;
  }
  const upload = (app: Harness['app'], who: Member, content: Buffer, fileName = 'justificatif.pdf') => {
    const body = multipart([{ fileName, contentType: 'application/pdf', content }]);
    return app.inject({ method: 'POST', url: '/api/upload', headers: { ...who.session.headers, ...body.headers }, payload: body.payload });
  };
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('keeps the bytes out of the uploads row, and any instance on the database serves them', async () => {
    const { app, db, config } = await start();
    const member = await loginAs(db);
    const content = pdfOf(700_000);
    const res = await upload(app, member, content);
    expect(res.statusCode).toBe(200);
    const id = res.json().fileNames[0] as string;
    const { rows } = await db.query<{ storage: string; content: unknown; size_bytes: number }>('SELECT storage, content, size_bytes FROM uploads WHERE id = $1', [id]);
    expect(rows[0]).toMatchObject({ storage: kind === 'pglite' ? 'disk' : 'chunks', content: null, size_bytes: content.length });
    if (kind === 'pglite') expect(existsSync(path.join(config.uploadDir!, id))).toBe(true);
    else expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM upload_chunks WHERE upload_id = $1', [id])).rows[0].n).toBe(3);
    if (kind === 'postgres') {
      // A second instance, with a folder of its own: the file is in the database, not on a disk.
      const other = await buildTestApp(db, { uploadDir: newDir() });
      const res2 = await other.app.inject({ method: 'GET', url: `/api/upload/${id}`, headers: { cookie: member.session.cookie } });
      expect(res2.statusCode).toBe(200);
      expect(Buffer.compare(res2.rawPayload, content)).toBe(0);
      await other.app.close();
    }
    const back = await app.inject({ method: 'GET', url: `/api/upload/${id}`, headers: { cookie: member.session.cookie } });
    expect(Buffer.compare(back.rawPayload, content)).toBe(0);
  }, HARNESS_TIMEOUT_MS);

  it('never hands the database more than 256 KiB at once, even for a 3 Mo document (10 Mo rows stalled PGlite)', async () => {
    const { app, db } = await start();
    const member = await loginAs(db);
    const largest: number[] = [];
    const query = db.query.bind(db);
    db.query = (async (sql: string, params?: unknown[]) => {
      largest.push(Math.max(0, ...(params ?? []).map((p) => (p instanceof Uint8Array ? p.byteLength : typeof p === 'string' ? p.length : 0))));
      return query(sql, params);
    }) as typeof db.query;
    try {
      expect((await upload(app, member, pdfOf(3 * 1024 * 1024))).statusCode).toBe(200);
    } finally {
      db.query = query;
    }
    expect(Math.max(...largest)).toBeLessThanOrEqual(256 * 1024);
  }, HARNESS_TIMEOUT_MS);

  it('answers 404, not 500, when a stored document is missing from the store', async () => {
    const { app, db } = await start();
    const member = await loginAs(db);
    const id = (await upload(app, member, PDF)).json().fileNames[0] as string;
    await db.query('DELETE FROM upload_chunks WHERE upload_id = $1', [id]);
    if (kind === 'pglite') rmSync(path.join(h!.config.uploadDir!, id));
    const res = await app.inject({ method: 'GET', url: `/api/upload/${id}`, headers: { cookie: member.session.cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Ce document est introuvable.', requestId: expect.any(String) });
  }, HARNESS_TIMEOUT_MS);

  it('limits the number of documents a member sends per day (429 in French)', async () => {
    const { app, db } = await start({ filesPerDay: 3 });
    const member = await loginAs(db);
    for (let i = 0; i < 3; i++) expect((await upload(app, member, PDF)).statusCode).toBe(200);
    const refused = await upload(app, member, PDF);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Vous avez atteint la limite de 3 documents envoyés par jour. Merci de réessayer demain.', code: 'UploadQuotaFiles', requestId: expect.any(String) });
    // Another member is not concerned.
    expect((await upload(app, await loginAs(db), PDF)).statusCode).toBe(200);
  }, HARNESS_TIMEOUT_MS);

  it('limits the volume a member sends per day, and keeps nothing of the refused document', async () => {
    const { app, db, config } = await start({ bytesPerDay: 1024 * 1024 });
    const member = await loginAs(db);
    expect((await upload(app, member, pdfOf(600_000))).statusCode).toBe(200);
    const refused = await upload(app, member, pdfOf(600_000));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Vous avez atteint la limite de 1 Mo de documents envoyés par jour. Merci de réessayer demain.', code: 'UploadQuotaBytes', requestId: expect.any(String) });
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads')).rows[0].n).toBe(1);
    if (kind === 'pglite') expect(readdirSync(config.uploadDir!)).toHaveLength(1);
    else expect((await db.query<{ n: number }>('SELECT count(DISTINCT upload_id)::int AS n FROM upload_chunks')).rows[0].n).toBe(1);
  }, HARNESS_TIMEOUT_MS);

  it('caps the uploads in flight: overall (503) and per member (429)', async () => {
    const { app, db } = await start({ maxInFlight: 1, maxInFlightPerMember: 1 });
    const members = await Promise.all([loginAs(db), loginAs(db), loginAs(db)]);
    const big = pdfOf(4_000_000);
    const overall = await Promise.all(members.map((member) => upload(app, member, big)));
    const statuses = overall.map((res) => res.statusCode);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    const busy = overall.find((res) => res.statusCode === 503)!;
    expect(busy.json()).toEqual({ message: 'Trop de documents sont en cours d’envoi. Merci de réessayer dans quelques instants.', code: 'UploadsBusy', requestId: expect.any(String) });
    expect(busy.headers['retry-after']).toBe('5');
  }, HARNESS_TIMEOUT_MS);

  it('lets a member have one upload in flight at a time when so configured', async () => {
    const { app, db } = await start({ maxInFlight: 10, maxInFlightPerMember: 1 });
    const member = await loginAs(db);
    const both = await Promise.all([upload(app, member, pdfOf(4_000_000)), upload(app, member, pdfOf(4_000_000))]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 429]);
    expect(both.find((res) => res.statusCode === 429)!.json().code).toBe('UploadInProgress');
  }, HARNESS_TIMEOUT_MS);
});
