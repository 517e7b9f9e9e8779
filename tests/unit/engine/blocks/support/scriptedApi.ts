import { vi } from 'vitest';

/** One request the page made, as the scripted API saw it. */
export interface ScriptedCall {
  url: URL;
  method: string;
  /** The JSON body of a write (undefined for a GET). */
  body: unknown;
}

export interface ScriptedReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * Stubs `fetch` with a scripted API for the blocks' real RTK Query slice, and `Request` so the
 * slice's relative URLs resolve under jsdom. Returns the list the calls are recorded in. Undo with
 * `vi.unstubAllGlobals()` after each test.
 */
export function scriptApi(reply: (url: URL, request: Request) => ScriptedReply | Promise<ScriptedReply>): ScriptedCall[] {
  const calls: ScriptedCall[] = [];
  const BaseRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends BaseRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://localhost/') : input, init);
      }
    },
  );
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    calls.push({ url, method: request.method, body: text ? JSON.parse(text) : undefined });
    const answer = await reply(url, request);
    const body = answer.body instanceof Blob ? answer.body : JSON.stringify(answer.body);
    return new Response(body, { status: answer.status, headers: { 'content-type': 'application/json', ...answer.headers } });
  });
  return calls;
}

/** A reply per path: the answer found under the URL's path, else a 404. */
export function answerByPath(answers: Record<string, unknown>, url: URL): ScriptedReply {
  return url.pathname in answers ? { status: 200, body: answers[url.pathname] } : { status: 404, body: { message: 'introuvable' } };
}
