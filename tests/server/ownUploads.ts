import type { Client } from './helpers';
import { JPEG, multipart, PDF, PNG } from './contentHelpers';

/**
 * Acte samples name made-up upload ids; the generic route files a demande only with the member's
 * own uploads. These helpers upload a small real file for each document of a sample,
 * as the upload widget does, and put its id in place.
 */
export async function uploadAs(c: Client, fileName = 'justificatif.pdf', content: Buffer = contentFor(fileName)): Promise<string> {
  if (!c.cookies.has('XSRF-TOKEN')) await c.get('/api/identity/client');
  const type = fileName.endsWith('.png') ? 'image/png' : /\.jpe?g$/.test(fileName) ? 'image/jpeg' : 'application/pdf';
  const body = multipart([{ fileName, contentType: type, content }]);
  const res = await c.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { cookie: c.cookieHeader, 'x-xsrf-token': c.cookies.get('XSRF-TOKEN') ?? '', ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 200) throw new Error(`upload ${fileName}: ${res.statusCode} ${res.body}`);
  return (res.json() as { fileNames: string[] }).fileNames[0];
}

function contentFor(fileName: string): Buffer {
  if (fileName.endsWith('.png')) return PNG;
  if (/\.jpe?g$/.test(fileName)) return JPEG;
  return PDF;
}

/** The sample with each `{ remoteFileName, localFileName }` pointing to a fresh upload of the member. */
export async function withOwnUploads<T>(c: Client, data: T): Promise<T> {
  // One upload at a time: the server refuses a member's second upload while the first is in flight.
  if (Array.isArray(data)) {
    const out: unknown[] = [];
    for (const item of data) out.push(await withOwnUploads(c, item));
    return out as T;
  }
  if (typeof data !== 'object' || data === null) return data;
  const record = data as Record<string, unknown>;
  if (typeof record.remoteFileName === 'string') {
    const localFileName = String(record.localFileName ?? 'justificatif.pdf');
    const remoteFileName = await uploadAs(c, localFileName);
    return { ...record, remoteFileName, size: contentFor(localFileName).length } as T;
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) out[key] = await withOwnUploads(c, value);
  return out as T;
}
