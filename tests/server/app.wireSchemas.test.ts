import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, lastMailTo, startHarness, type Harness } from './helpers';

/**
 * The shell's reads (client, configuration, current user, contracts) answer exactly what
 * schemas/api describes: the same files are the routes' Fastify response schemas and the source
 * of the generated wire types (src/generated/api), so the browser's types cannot drift from the
 * replies.
 */

const schemaOf = (name: string) =>
  JSON.parse(fs.readFileSync(path.join('schemas/api', `${name}.schema.json`), 'utf8')) as Record<string, unknown>;

/** Strict check of a reply: every required field there, nothing undeclared (additionalProperties: false). */
function expectMatches(name: string, reply: unknown): void {
  const validate = new Ajv({ allErrors: true }).compile(schemaOf(name));
  expect(validate(reply), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
}

describe('wire replies match schemas/api', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('pglite');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('GET /api/identity/client matches current-client', async () => {
    const res = await h.client().get('/api/identity/client');
    expect(res.statusCode).toBe(200);
    expectMatches('current-client', res.json());
    expect(Object.keys(res.json().fonctionnalites).length).toBeGreaterThan(0);
  });

  it('GET /api/identity/client/configuration matches client-configuration', async () => {
    const res = await h.client().get('/api/identity/client/configuration');
    expect(res.statusCode).toBe(200);
    expectMatches('client-configuration', res.json());
  });

  it('GET /api/identity/current-user matches current-user, logged out (null) and logged in', async () => {
    const browser = h.client();
    const anonymous = await browser.get('/api/identity/current-user');
    expect(anonymous.statusCode).toBe(200);
    expectMatches('current-user', anonymous.json());
    expect(anonymous.json()).toBeNull();
    expect((await browser.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
    const me = await browser.get('/api/identity/current-user');
    expectMatches('current-user', me.json());
    expect(me.json()).toMatchObject({ userName: DEMO.adherent, isUser: true });
  });

  it('GET /api/adherent/contrats matches contrats', async () => {
    const browser = h.client();
    expect((await browser.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
    const res = await browser.get('/api/adherent/contrats');
    expect(res.statusCode).toBe(200);
    expectMatches('contrats', res.json());
    expect(res.json().contrats.length).toBeGreaterThan(0);
  });

  it('POST /api/amf/send-security-code and validate-operation match their schemas', async () => {
    const browser = h.client();
    expect((await browser.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
    const sent = await browser.post('/api/amf/send-security-code', { sendType: 'SMS', operation: 'verify' });
    expect(sent.statusCode, sent.body).toBe(200);
    expectMatches('send-security-code', sent.json());
    const code = (await lastMailTo(h.app, '0698765432'))?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const validated = await browser.post('/api/amf/validate-operation', { operation: 'verify', securityCode: code });
    expect(validated.statusCode, validated.body).toBe(200);
    expectMatches('validate-operation', validated.json());
  });
});

describe('a reply missing a required field fails loudly', () => {
  // Fastify serialises with the response schema: a field the schema requires and the handler
  // forgot is a 500, not a reply that silently lacks it.
  it.each(['current-client', 'client-configuration', 'current-user', 'contrats', 'send-security-code', 'validate-operation'])('%s', async (name) => {
    const h = await startHarness('pglite');
    try {
      const url = {
        'current-client': '/api/identity/client',
        'client-configuration': '/api/identity/client/configuration',
        'current-user': '/api/identity/current-user',
        contrats: '/api/adherent/contrats',
      }[name];
      const browser = h.client();
      await browser.login(DEMO.adherent, DEMO.password);
      // The security-code replies are writes (a code sent): a well-formed reply written out here.
      const written: Record<string, Record<string, unknown>> = {
        'send-security-code': { sendType: 'MAIL', destination: 'a***@demo.fr', telephoneForbidden: false, expiresInSeconds: 600 },
        'validate-operation': { operation: 'verify', validated: true },
      };
      const good = url ? ((await browser.get(url)).json() as Record<string, unknown>) : written[name];
      expectMatches(name, good);
      const schema = schemaOf(name);
      const objectSchema = (schema.anyOf as Record<string, unknown>[] | undefined)?.find((s) => s.type === 'object') ?? schema;
      const [firstRequired] = objectSchema.required as string[];
      const { [firstRequired]: _dropped, ...broken } = good;
      const app = Fastify({ logger: false });
      app.get('/reply', { schema: { response: { 200: schema } } }, async () => broken);
      const res = await app.inject({ method: 'GET', url: '/reply' });
      expect(res.statusCode, res.body).toBe(500);
      await app.close();
    } finally {
      await h.close();
    }
  });
});
