import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { generateAll, GENERATED_DIR, listApiSchemas } from '../../../scripts/build/generate';

const root = path.resolve(import.meta.dirname, '../../..');

/** schemas/api → src/generated/api (npm run gen); `npm run check` reports the same staleness. */
describe('wire types generated from schemas/api', () => {
  it('cover the shell reads', () => {
    expect(listApiSchemas(root)).toEqual(['client-configuration', 'contrats', 'current-client', 'current-user', 'send-security-code', 'validate-operation']);
  });

  it('are in step with their schemas, and no generated file is left without one', async () => {
    const expected = await generateAll(root);
    for (const name of listApiSchemas(root)) {
      const relative = `${GENERATED_DIR}/api/${name}.ts`;
      expect(expected.has(relative), relative).toBe(true);
      expect(fs.readFileSync(path.join(root, relative), 'utf8'), `${relative} périmé — npm run gen`).toBe(expected.get(relative));
    }
    for (const file of fs.readdirSync(path.join(root, GENERATED_DIR, 'api'))) {
      expect(expected.has(`${GENERATED_DIR}/api/${file}`), file).toBe(true);
    }
  }, 60_000);

  it('name each titled part as an exported type', async () => {
    const expected = await generateAll(root);
    expect(expected.get(`${GENERATED_DIR}/api/current-client.ts`)).toMatch(/export interface FeatureFlag \{/);
    expect(expected.get(`${GENERATED_DIR}/api/current-user.ts`)).toMatch(/export type CurrentUserReply = null \| CurrentUser;/);
    expect(expected.get(`${GENERATED_DIR}/api/contrats.ts`)).toMatch(/export interface Contrat \{/);
  }, 60_000);
});
