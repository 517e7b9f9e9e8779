import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_FILE } from '../../scripts/genOpenApi';
import { DEMO, startHarness, type Client, type Harness } from './helpers';

/**
 * The API as a published contract (docs/openapi.json, served at /api/openapi.json):
 * - the committed document is the one the routes declare (else `npm run gen`);
 * - every call the browser makes — the RTK Query slice (src/api), the upload widget, the screen files'
 *   reads, submits and downloads, the acte manifests' endpoints — is an operation of the document,
 *   same method, same path template;
 * - every operation has its French summary and a reply schema for success;
 * - the reference server's real answers to a walk of reads, anonymous, as a member and as staff,
 *   validate against the document's reply schema of their status (or the error reply).
 */

type Operation = { summary?: string; responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** The developer tools are not part of the contract (they are switched off in production). */
const isDevTool = (url: string) => /^\/api\/dev(\/|$)/.test(url);

/** A call the browser makes: its method and its path, where `*` stands for a value filled in at run time. */
interface BrowserCall {
  method: string;
  path: string;
  from: string;
}

/** `{param.id}`, `{item.id}` (screen files) and `${acte}` (slice code) are values: one path segment each. */
const normalize = (raw: string) =>
  `/api/${raw.replace(/^\/?(api\/)?/, '')}`
    .replace(/\?.*$/, '')
    .replace(/\$\{[^}]+\}|\{[^}]+\}/g, '*')
    .replace(/\/+$/, '');

function sliceCalls(): BrowserCall[] {
  const calls: BrowserCall[] = [];
  for (const file of fs.readdirSync('src/api').filter((name) => name.endsWith('.ts'))) {
    const text = fs.readFileSync(path.join('src/api', file), 'utf8');
    // query: () => 'identity/client' | query: (acte) => `forms/${acte}/brouillon` | query: …({ url: '…', method: 'PUT' …
    for (const match of text.matchAll(/query:\s*\([^)]*\)\s*=>\s*(?:(['`])([^'`]+)\1|\(\{\s*url:\s*(['`])([^'`]+)\3(?:,\s*method:\s*'([A-Z]+)')?)/g)) {
      const url = match[2] ?? match[4];
      calls.push({ method: match[5] ?? 'GET', path: normalize(url), from: `src/api/${file}` });
    }
  }
  const upload = /formContext\.uploadUrl \?\? '([^']+)'/.exec(fs.readFileSync('widgets/UploadWidget.tsx', 'utf8'));
  if (upload) calls.push({ method: 'POST', path: normalize(upload[1]), from: 'widgets/UploadWidget.tsx' });
  return calls;
}

function walkJson(node: unknown, visit: (object: Record<string, unknown>) => void): void {
  if (Array.isArray(node)) return node.forEach((item) => walkJson(item, visit));
  if (!node || typeof node !== 'object') return;
  visit(node as Record<string, unknown>);
  for (const value of Object.values(node)) walkJson(value, visit);
}

function filesUnder(dir: string, suffix: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith(suffix)).map((name) => path.join(dir, name));
}

/** Reads and downloads (`resource`, GET), submits and calls (`endpoint`, POST unless told), links into the API. */
function screenCalls(): BrowserCall[] {
  const calls: BrowserCall[] = [];
  for (const file of filesUnder('screens', '.screen.json')) {
    walkJson(JSON.parse(fs.readFileSync(file, 'utf8')), (object) => {
      if (typeof object.resource === 'string') calls.push({ method: 'GET', path: normalize(object.resource), from: file });
      if (typeof object.endpoint === 'string') calls.push({ method: typeof object.method === 'string' ? object.method : 'POST', path: normalize(object.endpoint), from: file });
      if (typeof object.href === 'string' && object.href.startsWith('/api/')) calls.push({ method: 'GET', path: normalize(object.href), from: file });
    });
  }
  return calls;
}

function manifestCalls(): BrowserCall[] {
  return filesUnder('schemas/actes', '.acte.json').flatMap((file) => {
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { endpoints: { method: string; path: string }[] };
    return manifest.endpoints.map((endpoint) => ({ method: endpoint.method, path: normalize(endpoint.path.replace(/:[A-Za-z]+/g, '{x}')), from: file }));
  });
}

/** Whether the document has this call: same method, and each segment equal or a path parameter. */
function documented(doc: Document, call: BrowserCall): boolean {
  const segments = call.path.split('/');
  return Object.entries(doc.paths).some(([template, operations]) => {
    if (!operations[call.method.toLowerCase()]) return false;
    const expected = template.split('/');
    return (
      expected.length === segments.length &&
      expected.every((part, i) => part === segments[i] || (/^\{.+\}$/.test(part) && segments[i] !== ''))
    );
  });
}

describe('the API document (docs/openapi.json)', () => {
  let h: Harness;
  let doc: Document;
  beforeAll(async () => {
    h = await startHarness('pglite');
    doc = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as Document;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('is what the routes declare, served at /api/openapi.json (else: npm run gen)', async () => {
    const served = await h.client().get('/api/openapi.json');
    expect(served.statusCode).toBe(200);
    expect(served.json().openapi).toBe('3.1.0');
    expect(served.json(), `${OPENAPI_FILE} n'est pas à jour : npm run gen`).toEqual(doc);
    // The browsable page, a developer tool (the harness runs with DEV_TOOLS).
    const page = await h.client().get('/api/dev/openapi');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect((await h.client().get('/api/dev/openapi/static/swagger-initializer.js')).statusCode).toBe(200);
  });

  it('has every call the browser makes, with its method and path template', () => {
    const calls = [...sliceCalls(), ...screenCalls(), ...manifestCalls()].filter((call) => !isDevTool(call.path));
    // The walk finds the calls (a change of the slice's code style would otherwise pass silently).
    expect(calls.filter((call) => call.from.startsWith('src/api/')).length).toBeGreaterThan(15);
    expect(calls.filter((call) => call.from.startsWith('screens')).length).toBeGreaterThan(50);
    expect(calls.filter((call) => call.from.startsWith('schemas/actes')).length).toBeGreaterThan(40);
    expect(calls).toContainEqual({ method: 'POST', path: '/api/upload', from: 'widgets/UploadWidget.tsx' });
    const missing = calls.filter((call) => !documented(doc, call)).map((call) => `${call.method} ${call.path} (${call.from})`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('gives every operation its French summary and a reply for success, and leaves out the developer tools', () => {
    const problems: string[] = [];
    for (const [url, operations] of Object.entries(doc.paths)) {
      if (isDevTool(url)) problems.push(`${url}: outil de développement publié`);
      for (const [method, operation] of Object.entries(operations).filter(([key]) => METHODS.includes(key))) {
        if (!operation.summary) problems.push(`${method.toUpperCase()} ${url}: sans résumé`);
        if (!Object.keys(operation.responses).some((status) => /^[23]/.test(status))) problems.push(`${method.toUpperCase()} ${url}: sans réponse de succès`);
        if (!operation.responses.default) problems.push(`${method.toUpperCase()} ${url}: sans réponse d'erreur`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("the reference server's answers to a walk of reads validate against the document", async () => {
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    const validators = new Map<unknown, ValidateFunction>();
    const validatorOf = (schema: unknown) => {
      if (!validators.has(schema)) validators.set(schema, ajv.compile(schema as object));
      return validators.get(schema)!;
    };
    /** The reply the document gives for a status: exact, then 4XX-like ranges, then the error reply. */
    const replyOf = (operation: Operation, status: number) =>
      operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`] ?? operation.responses.default;

    const reads = Object.entries(doc.paths)
      .filter(([url, operations]) => operations.get && !url.includes('{'))
      .map(([url]) => url);
    // Reads with path values, from the demo data.
    reads.push('/api/v2/adherent/contrats/DEMO0001', '/api/referentiel/pays', '/api/forms/resiliation/date-effet', '/api/forms/adresse/brouillon', '/api/settings/role/Gestionnaire');

    const member = h.client();
    expect((await member.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
    const staff = h.client();
    expect((await staff.login(DEMO.gestion, DEMO.password)).statusCode).toBe(200);
    const visitors: [string, Client][] = [['anonyme', h.client()], ['adhérent', member], ['gestionnaire', staff]];

    const problems: string[] = [];
    let validated = 0;
    for (const url of reads) {
      // A fixed path before a template (/api/admin/demandes/actes, not /api/admin/demandes/{id}), as Fastify routes it.
      const template = url in doc.paths ? url : Object.keys(doc.paths).find((candidate) => doc.paths[candidate].get && new RegExp(`^${candidate.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(url));
      expect(template, url).toBeDefined();
      const operation = doc.paths[template!].get;
      for (const [who, client] of visitors) {
        const res = await client.get(url);
        const reply = replyOf(operation, res.statusCode);
        const where = `GET ${url} (${who}) ${res.statusCode}`;
        const mediaType = String(res.headers['content-type'] ?? '').split(';')[0];
        if (!res.body) continue; // no content: 204, redirections
        const declared = reply.content?.[mediaType];
        if (!declared) {
          problems.push(`${where}: ${mediaType} non déclaré`);
          continue;
        }
        if (mediaType !== 'application/json') continue;
        const validate = validatorOf(declared.schema);
        if (validate(res.json())) validated++;
        else problems.push(`${where}: ${ajv.errorsText(validate.errors)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(validated).toBeGreaterThan(150);
  });
});
