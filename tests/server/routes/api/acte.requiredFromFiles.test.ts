import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, startHarness, type Client, type Harness } from '../../helpers';
import { readManifests } from '../../../../src/server/actes/manifests';
import { admitsRoles, isFiledAsDemande } from '../../../../src/language/acteManifest';
import { REQUIRED_MESSAGE } from '../../../../src/language/validation/localize';
import { readActeSample } from '../../../../src/server/actes/acteSample';

/**
 * The server's refusal of an incomplete demande, derived from the acte's own files so that a new
 * acte is tested without writing any TypeScript: for every acte a member files through the generic
 * route, its sample without one of the schema's required fields is refused (400) with the schema's
 * French message for that field (errorMessage.required, else « * saisie obligatoire ») under it,
 * and nothing is filed.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
type Obj = Record<string, unknown>;
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Obj;

interface Missing {
  acte: string;
  url: string;
  field: string;
  message: string;
}

/** Each required top-level field (the shared context aside) of each member acte filed as a demande. */
function missingCases(): Missing[] {
  return [...readManifests().values()]
    .filter((manifest) => isFiledAsDemande(manifest) && admitsRoles(manifest.access, ['User']))
    .flatMap((manifest) => {
      const schema = readJson(`src/generated/schemas/${manifest.acte}.schema.json`);
      const required = ((schema.required as string[] | undefined) ?? []).filter((field) => field !== 'context');
      const messages = (schema.errorMessage as { required?: unknown } | undefined)?.required;
      const messageOf = (field: string) =>
        typeof messages === 'string' ? messages : ((messages as Obj | undefined)?.[field] as string | undefined) ?? REQUIRED_MESSAGE;
      const url = manifest.endpoints.find((endpoint) => endpoint.method === 'POST')!.path;
      return required.map((field) => ({ acte: manifest.acte, url, field, message: messageOf(field) }));
    });
}

const CASES = missingCases();

describe('a demande missing a required field is refused, from the acte files alone', () => {
  let h: Harness;
  let sophie: Client;
  beforeAll(async () => {
    h = await startHarness('pglite');
    sophie = h.client();
    expect((await sophie.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    await h.db.query("DELETE FROM rate_limits WHERE key LIKE 'demandes%'");
  });
  const count = async () => (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM demandes')).rows[0].n;

  it('covers the member actes (each acte filed as a demande with a required field)', () => {
    expect(new Set(CASES.map((c) => c.acte))).toContain('adresse');
    expect(CASES.length).toBeGreaterThan(10);
  });

  it.each(CASES.map((c) => [`${c.acte} sans ${c.field}`, c] as const))('%s', async (_name, missing) => {
    const { [missing.field]: _dropped, ...body } = readActeSample(missing.acte);
    const before = await count();
    const res = await sophie.post(missing.url, body, { 'x-numcontrat': 'DEMO1001' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('ValidationFailed');
    expect(res.json().errors).toContainEqual({ path: `/${missing.field}`, message: missing.message });
    expect(await count()).toBe(before);
  });
});
