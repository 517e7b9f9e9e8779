import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { RouteEntry } from '../../src/server/routeTable';
import { DB_KINDS, DEMO, startHarness, type Client, type Harness } from './helpers';

/**
 * No malformed request may get a 5xx. Every route Fastify knows (read from the
 * app's route table, so a new route is fuzzed without editing this file) receives generated
 * hostile path parameters, query strings, headers and bodies — NUL characters, unpaired
 * surrogates, "Infinity" / "1e400", truncated multipart, broken JSON — anonymously and as a
 * member or a back-office user. Fixed seed (reproducible in CI) and a time bound.
 */
const SEED = 13_2026;
const RUNS: Record<string, number> = { pglite: 10_000, postgres: 5_000 };
const TIME_LIMIT_MS = 60_000;

const HOSTILE = [
  '\u0000', 'a\u0000b', '\uD800', 'x\uDC00y', '\uDBFF\uDBFF', 'Infinity', '-Infinity', '1e400', '-1e400', 'NaN', '1e-400',
  '9'.repeat(40), '', ' ', '../../etc/passwd', "'; DROP TABLE users; --", '%00', '%ZZ', '%uD800', '[]', '{}', 'true', 'null',
  '0x10', '1.5', '-1', '0', 'DEMO1001', 'DEMO1002', 'DEMO0001', 'adherent@demo.fr', 'communication-mail', 'consentement',
  'a'.repeat(3000), '<script>alert(1)</script>', 'é😀', '\r\n', 'valide',
];
const FIELDS = [
  'userName', 'password', 'confirmPassword', 'email', 'nouvelIdentifiant', 'nomConsentement', 'isAccepted', 'data', 'code',
  'userId', 'numeroContrat', 'nir', 'dateNaissance', 'codePostal', 'iban', 'bic', 'titulaire', 'rib', 'contrat', 'id', 'page',
  'limit', 'q', 'telephone', 'operation', 'purpose', 'motif', 'callbackUrl', 'reseau', 'to', 'name', '\u0000', '\uD800',
];
const BIG_NUMBER = '__BIG_NUMBER__';

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\uD83D', '\uDE00')).map(([s, bad]) => s + bad) },
);
const scalar = fc.oneof(
  hostileString,
  fc.constantFrom(BIG_NUMBER, 0, -1, 1.5, 2 ** 53, true, false, null),
  fc.integer(),
);
const jsonValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), hostileString), tie('value'), { maxKeys: 6 }),
})).value;

const TRUNCATED_MULTIPART =
  '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="rib.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 tronqué';

type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; payload: string }
  | { kind: 'none' };

const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('json' as const), value: fc.oneof(jsonValue, fc.dictionary(fc.constantFrom(...FIELDS), jsonValue, { maxKeys: 8 })) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('raw' as const),
      contentType: fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=fuzz', 'application/x-www-form-urlencoded', 'application/octet-stream'),
      payload: fc.oneof(fc.constantFrom(TRUNCATED_MULTIPART, '{"a":', '{"a":1e400}', '[1e999]', '"\\u0000"', '{"\\ud800":1}', 'a=%00', '--fuzz--'), hostileString),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
);

interface Case {
  route: RouteEntry;
  params: string[];
  query: [string, string][];
  rawQuery: string | null;
  numContrat: string | null;
  who: 'anonymous' | 'adherent' | 'gestion';
  xsrf: boolean;
  body: Body;
}

function caseOf(routes: RouteEntry[]): fc.Arbitrary<Case> {
  return fc.record({
    route: fc.constantFrom(...routes),
    params: fc.array(hostileString, { minLength: 3, maxLength: 3 }),
    query: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...FIELDS), hostileString), hostileString), { maxLength: 4 }),
    rawQuery: fc.option(fc.constantFrom('a=%00', 'a=%ZZ', 'page=Infinity&limit=1e400', 'q=%ED%A0%80', 'x[y]=1&x=2', '%', '&&=&'), { freq: 4 }),
    numContrat: fc.option(hostileString, { freq: 2 }),
    who: fc.constantFrom('anonymous' as const, 'adherent' as const, 'gestion' as const),
    xsrf: fc.integer({ min: 0, max: 9 }).map((n) => n > 1),
    body,
  });
}

/** encodeURIComponent, except that an unpaired surrogate becomes its WTF-8 bytes (%ED%A0%80…) as a hostile client would send. */
function encodeLoose(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g, (unit) => {
    if (unit.length === 2 || unit.charCodeAt(0) < 0xd800 || unit.charCodeAt(0) > 0xdfff) return encodeURIComponent(unit);
    const code = unit.charCodeAt(0);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  });
}

function requestOf(c: Case, clients: Record<Case['who'], Client>): InjectOptions {
  let index = 0;
  const path = c.route.url.replace(/:[A-Za-z]+/g, () => encodeLoose(c.params[index++] ?? '').replace(/%2F/gi, '/'));
  const query = c.rawQuery ?? c.query.map(([key, value]) => `${encodeLoose(key)}=${encodeLoose(value)}`).join('&');
  const client = clients[c.who];
  const headers: Record<string, string> = { cookie: client.cookieHeader };
  if (c.xsrf) headers['x-xsrf-token'] = client.cookies.get('XSRF-TOKEN') ?? '';
  if (c.numContrat !== null) headers['x-numcontrat'] = c.numContrat;
  const options: InjectOptions = { method: c.route.method, url: query ? `${path}?${query}` : path, headers };
  if (c.route.method === 'GET' || c.route.method === 'HEAD') return options;
  if (c.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    options.payload = (JSON.stringify(c.body.value) ?? 'null').replaceAll(`"${BIG_NUMBER}"`, '1e400');
  } else if (c.body.kind === 'raw') {
    headers['content-type'] = c.body.contentType;
    options.payload = c.body.payload;
  }
  return options;
}

describe.each(DB_KINDS)('fuzz: no 5xx on malformed input, every route (%s)', (kind) => {
  let h: Harness;
  let clients: Record<Case['who'], Client>;
  beforeAll(async () => {
    h = await startHarness(kind);
    const adherent = h.client();
    const gestion = h.client();
    expect((await adherent.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
    expect((await gestion.login(DEMO.gestion, DEMO.password)).statusCode).toBe(200);
    const anonymous = h.client();
    await anonymous.get('/api/identity/client');
    clients = { anonymous, adherent, gestion };
  }, 60_000);
  afterAll(async () => h?.close());

  test('every route answers each generated request with a status below 500', async () => {
    // Logout would end the fuzzing sessions: every other route is fuzzed logged in too.
    const routes = h.app.routeTable.filter((route) => route.url !== '/api/identity/logout' || route.method !== 'POST');
    expect(routes.length).toBeGreaterThan(40);
    let ran = 0;
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(caseOf(routes), async (c) => {
        ran++;
        const response = await h.app.inject(requestOf(c, clients));
        if (response.statusCode >= 500) failures.push(`${c.route.method} ${c.route.url} → ${response.statusCode} ${response.body.slice(0, 200)}`);
        return response.statusCode < 500;
      }),
      { seed: SEED, numRuns: RUNS[kind], interruptAfterTimeLimit: TIME_LIMIT_MS, markInterruptAsFailure: false, endOnFailure: true },
    );
    expect(failures).toEqual([]);
    expect(ran).toBeGreaterThan(RUNS[kind] / 2);
  }, TIME_LIMIT_MS + 30_000);
});
