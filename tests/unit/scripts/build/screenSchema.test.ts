import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Ajv from 'ajv';
import { assembleScreenSchema, BLOCKS_DIR, checkBlockFolders, listBlockTypes, SCREEN_SCHEMA } from '../../../../scripts/build/screenSchema';

const projectRoot = path.resolve(import.meta.dirname, '../../../..');

/** The ```json examples of a README. */
function examplesOf(readme: string): unknown[] {
  return [...readme.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => JSON.parse(match[1]));
}

describe('block registry: one folder per block type', () => {
  it('every folder has its component registration, schema fragment and README, and the README examples are valid blocks', () => {
    const types = listBlockTypes(projectRoot);
    expect(types).toEqual(expect.arrayContaining(['button', 'cms', 'cmsPopup', 'component', 'form', 'help', 'link', 'redirect', 'text']));
    expect(checkBlockFolders(projectRoot)).toEqual([]);
    const schema = assembleScreenSchema(projectRoot);
    const ajv = new Ajv({ strict: false, discriminator: true }).addSchema(schema);
    const validateBlock = ajv.compile({ $ref: `${schema.$id as string}#/$defs/block` });
    for (const type of types) {
      const examples = examplesOf(fs.readFileSync(path.join(projectRoot, BLOCKS_DIR, type, 'README.md'), 'utf8'));
      expect(examples.length, `${type}/README.md`).toBeGreaterThan(0);
      for (const example of examples) {
        expect(validateBlock(example), `${type}: ${JSON.stringify(validateBlock.errors)}`).toBe(true);
        expect((example as { type: string }).type).toBe(type);
      }
    }
  });

  it('screens/screen.schema.json is the assembly of the block folders (npm run gen)', () => {
    const onDisk = JSON.parse(fs.readFileSync(path.join(projectRoot, SCREEN_SCHEMA), 'utf8'));
    expect(onDisk).toEqual(assembleScreenSchema(projectRoot));
  });

  it('adding a block type is adding a folder', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ea-blocks-'));
    fs.cpSync(path.join(projectRoot, 'src/engine/screen.base.schema.json'), path.join(root, 'src/engine/screen.base.schema.json'));
    fs.cpSync(path.join(projectRoot, 'src/language/language.schema.json'), path.join(root, 'src/language/language.schema.json'));
    fs.cpSync(path.join(projectRoot, BLOCKS_DIR), path.join(root, BLOCKS_DIR), { recursive: true });
    const folder = path.join(root, BLOCKS_DIR, 'banner');
    fs.mkdirSync(folder);
    fs.writeFileSync(path.join(folder, 'banner.schema.json'), JSON.stringify({ title: 'BannerBlock', required: ['text'], properties: { text: { type: 'string' } } }));
    expect(checkBlockFolders(root)).toEqual([`${BLOCKS_DIR}/banner/index.ts : fichier manquant`, `${BLOCKS_DIR}/banner/README.md : fichier manquant`]);
    const schema = assembleScreenSchema(root);
    const validate = new Ajv({ strict: false, discriminator: true }).compile(schema);
    expect(validate({ route: 'x', title: 'X', blocks: [{ type: 'banner', text: 'Bonjour' }] })).toBe(true);
    expect(validate({ route: 'x', title: 'X', blocks: [{ type: 'banner' }] })).toBe(false);
  });
});
