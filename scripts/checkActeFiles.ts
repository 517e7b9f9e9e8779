/**
 * npm run check:actes — the checks of the acte files alone (schemas/actes and schemas/common: each
 * acte's schema, UI schema and sample, the shared schemas, the manifests, the migrations, the
 * form steps, repeated JSON keys, the UI schemas' vocabulary and the date-effet rules), for a
 * product owner editing an acte. Same checks and French lines as `npm run check`, without the screens, the generated files and the code.
 *
 * Under a second after a one-acte edit: each part is keyed by the raw content of the files it reads
 * (checkCache.ts) and imported only when that key has not passed yet, so an unchanged acte costs
 * the reading of its files — not bundling its schema, nor loading Ajv.
 */
import path from 'node:path';
import fs from 'node:fs';

import { contentsOf, filesUnder, recall, remember } from './checkCache';

const ACTES = 'schemas/actes';

interface Part {
  kind: string;
  /** What the part checks, for the list of the parts run. */
  name: string;
  inputs: string[];
  run: () => Promise<string[]>;
}

/** The acte folders, as listActes (build/generate.ts) lists them — without loading Ajv with it. */
function actesOf(root: string): string[] {
  const dir = path.join(root, ACTES);
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The parts of the acte-file checks, each with the raw files it reads. */
function parts(root: string): Part[] {
  const actes = actesOf(root);
  const inActe = (suffix: string) => actes.map((acte) => path.join(root, ACTES, acte, `${acte}.${suffix}`));
  const common = contentsOf(root, filesUnder(path.join(root, 'schemas/common'), (name) => name.endsWith('.json')));
  const manifests = contentsOf(root, inActe('acte.json'));
  const list = actes.join('\n');
  return [
    { kind: 'common', name: 'schemas/common', inputs: common, run: async () => (await import('./checkActes')).checkCommonSchemas(root) },
    ...actes.map((acte) => ({
      kind: 'acte',
      name: acte,
      // An acte's bundled schema holds the shared schemas it names: they are part of its key.
      inputs: [acte, ...common, ...contentsOf(root, ['schema.json', 'ui.json', 'sample.json'].map((suffix) => path.join(root, ACTES, acte, `${acte}.${suffix}`)))],
      run: async () => (await import('./checkActes')).checkActe(root, acte),
    })),
    {
      kind: 'manifests',
      name: 'manifestes',
      inputs: [
        list,
        ...manifests,
        ...contentsOf(root, [path.join(root, ACTES, 'acte.manifest.schema.json'), path.join(root, 'src/language/language.schema.json')]),
        // The screens say which page holds each acte: the manifest checks read them.
        ...contentsOf(root, filesUnder(path.join(root, 'screens'), (name) => name.endsWith('.json'))),
      ],
      run: async () => (await import('./checkManifests')).checkManifests(root, actes),
    },
    {
      kind: 'migrations',
      name: 'migrations',
      inputs: [list, ...manifests, ...contentsOf(root, [path.join(root, ACTES, 'acte.migrations.schema.json'), ...inActe('migrations.json')])],
      run: async () => (await import('./checkMigrations')).checkMigrations(root, actes),
    },
    {
      kind: 'steps',
      name: 'étapes',
      inputs: [list, ...contentsOf(root, [...inActe('ui.json'), ...inActe('schema.json')])],
      run: async () => (await import('./checkCompliance')).checkSteps(root, actes),
    },
    {
      kind: 'json-keys',
      name: 'clés répétées',
      inputs: contentsOf(root, filesUnder(path.join(root, ACTES), (name) => name.endsWith('.json'))).concat(common),
      run: async () => (await import('./checkJsonKeys')).checkDuplicateKeys(root),
    },
    {
      kind: 'ui-vocabulary',
      name: 'vocabulaire des UI schemas',
      inputs: [list, ...contentsOf(root, [path.join(root, ACTES, 'acte.ui.schema.json'), ...inActe('ui.json')])],
      run: async () => (await import('./checkUiKeys')).checkUiVocabulary(root, actes),
    },
    {
      kind: 'date-effet',
      name: "règles de date d'effet",
      inputs: [list, ...manifests, ...contentsOf(root, inActe('schema.json'))],
      run: async () => (await import('./checkDateEffet')).checkDateEffetRules(root, actes),
    },
  ];
}

/** The acte-file checks of the project at `root`: the problems and the summary line. */
export async function runActeChecks(root: string): Promise<{ problems: string[]; summary: string; ran: string[] }> {
  const problems: string[] = [];
  const ran: string[] = [];
  for (const part of parts(root)) {
    const key = `files-${part.kind}`;
    if (recall(key, part.inputs) !== undefined) continue;
    ran.push(part.name);
    const found = await part.run();
    if (found.length === 0) remember(key, part.inputs);
    problems.push(...found);
  }
  return { problems, ran, summary: `check:actes : ${actesOf(root).length} actes (${ACTES}) sans problème.` };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { problems, summary } = await runActeChecks(path.resolve(import.meta.dirname, '..'));
  if (problems.length) {
    console.error(`check:actes : ${problems.length} problème(s) :\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(summary);
}
