import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '../../../../src/server/routes/api/upload';
import { JPEG, PDF, PNG, anonymousSession, loginAs, multipart, startHarness, type Harness, type Member, DB_KINDS } from '../../contentHelpers';

describe.each(DB_KINDS)('uploads (%s)', (kind) => {
  let h: Harness;
  let member: Member;
  beforeAll(async () => {
    h = await startHarness(kind);
    member = await loginAs(h.db);
  });
  afterAll(async () => h.close());

  async function upload(session: Member['session'], body: ReturnType<typeof multipart>) {
    return h.app.inject({ method: 'POST', url: '/api/upload', headers: { ...session.headers, ...body.headers }, payload: body.payload });
  }

  describe('POST /api/upload', () => {
    it.each([
      ['relevé-RIB.pdf', 'application/pdf', PDF],
      ['ordonnance.PNG', 'image/png', PNG],
      ['facture.jpg', 'image/jpeg', JPEG],
    ])('stores %s in the database and answers an opaque id', async (fileName, contentType, content) => {
      const res = await upload(member.session, multipart([{ fileName, contentType, content }]));
      expect(res.statusCode).toBe(200);
      const { fileNames } = res.json();
      expect(fileNames).toHaveLength(1);
      expect(fileNames[0]).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const { rows } = await h.db.query<{ file_name: string; size_bytes: number; owner_user_id: string }>(
        'SELECT file_name, size_bytes, owner_user_id FROM uploads WHERE id = $1',
        [fileNames[0]],
      );
      expect(rows).toEqual([{ file_name: fileName, size_bytes: content.length, owner_user_id: member.userId }]);
    });

    it('lets the uploader read the file back, byte for byte, as an attachment', async () => {
      const { fileNames } = (await upload(member.session, multipart([{ fileName: 'relevé RIB.pdf', contentType: 'application/pdf', content: PDF }]))).json();
      const res = await h.app.inject({ method: 'GET', url: `/api/upload/${fileNames[0]}`, headers: { cookie: member.session.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PDF)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="releve RIB.pdf"; filename*=UTF-8''relev%C3%A9%20RIB.pdf`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });

    it("answers 404 to another member and 401 to an anonymous visitor reading someone's file", async () => {
      const { fileNames } = (await upload(member.session, multipart([{ fileName: 'a.png', contentType: 'image/png', content: PNG }]))).json();
      const other = await loginAs(h.db);
      const res = await h.app.inject({ method: 'GET', url: `/api/upload/${fileNames[0]}`, headers: { cookie: other.session.cookie } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(UPLOAD_MESSAGES.notFound);
      const anonymous = await h.app.inject({ method: 'GET', url: `/api/upload/${fileNames[0]}` });
      expect(anonymous.statusCode).toBe(401);
    });

    it('answers 413 for a file over 10 Mo, and stores nothing', async () => {
      const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
      PDF.copy(big);
      const before = (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads')).rows[0].n;
      const res = await upload(member.session, multipart([{ fileName: 'gros.pdf', contentType: 'application/pdf', content: big }]));
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('Le document dépasse la taille maximale autorisée (10 Mo).');
      expect((await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads')).rows[0].n).toBe(before);
    });

    it('accepts a file of exactly 10 Mo', async () => {
      const max = Buffer.alloc(MAX_UPLOAD_BYTES, 0x20);
      PDF.copy(max);
      const res = await upload(member.session, multipart([{ fileName: 'max.pdf', contentType: 'application/pdf', content: max }]));
      expect(res.statusCode).toBe(200);
    });

    it.each([
      ['an HTML page renamed .pdf', 'faux.pdf', 'application/pdf', Buffer.from('<html><script>alert(1)</script></html>'), UPLOAD_MESSAGES.wrongContent],
      ['a PNG named .jpg', 'image.jpg', 'image/jpeg', PNG, UPLOAD_MESSAGES.wrongContent],
      ['a PDF declared as image/png', 'doc.pdf', 'image/png', PDF, UPLOAD_MESSAGES.wrongType],
      ['an executable', 'programme.exe', 'application/octet-stream', Buffer.from('MZ\x90\x00'), UPLOAD_MESSAGES.wrongType],
      ['a file without extension', 'document', 'application/pdf', PDF, UPLOAD_MESSAGES.wrongType],
    ])('answers 415 for %s', async (_label, fileName, contentType, content, message) => {
      const res = await upload(member.session, multipart([{ fileName, contentType, content }]));
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(message);
    });

    it('answers 400 when the file is missing, empty, or in another field', async () => {
      const noFile = await upload(member.session, multipart([{ field: 'commentaire', value: 'rien' }]));
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().message).toBe(UPLOAD_MESSAGES.missing);
      const empty = await upload(member.session, multipart([{ fileName: 'vide.pdf', contentType: 'application/pdf', content: Buffer.alloc(0) }]));
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(UPLOAD_MESSAGES.empty);
      const otherField = await upload(member.session, multipart([{ field: 'document', fileName: 'a.pdf', contentType: 'application/pdf', content: PDF }]));
      expect(otherField.statusCode).toBe(400);
      expect(otherField.json().message).toBe(UPLOAD_MESSAGES.wrongField);
    });

    it('answers 415 to a request that is not multipart', async () => {
      const res = await h.app.inject({ method: 'POST', url: '/api/upload', headers: member.session.headers, payload: { file: 'x' } });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(UPLOAD_MESSAGES.notMultipart);
    });

    it('answers 401 to an anonymous visitor and 403 without the XSRF header', async () => {
      const visitor = await anonymousSession(h.app);
      const anonymous = await upload(visitor, multipart([{ fileName: 'a.pdf', contentType: 'application/pdf', content: PDF }]));
      expect(anonymous.statusCode).toBe(401);
      const body = multipart([{ fileName: 'a.pdf', contentType: 'application/pdf', content: PDF }]);
      const noXsrf = await h.app.inject({ method: 'POST', url: '/api/upload', headers: { cookie: member.session.cookie, ...body.headers }, payload: body.payload });
      expect(noXsrf.statusCode).toBe(403);
    });
  });
});
