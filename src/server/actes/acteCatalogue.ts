import fs from 'node:fs';
import path from 'node:path';
import { ACTES_ROOT, type ActeManifest } from './manifests';
import { acteSampleFile, readActeSample } from './acteSample';
import type { CatalogueDateEffet, CatalogueDetail, CatalogueEntry, CatalogueScreen, CatalogueSetting } from '../../domain/acteCatalogue';
import { computeDateEffet } from '../../domain/dateEffet';
import { formatDateFr, toDay } from '../../domain/dates';
import { dateEffetRulesOf } from '../../language/acteManifest';
import { namesValues } from '../../language/values';
import { dateEffetCondition, featureKeysOf, optionsListed } from '../../language/conditions';

/**
 * The acte catalogue of the developer screens (#/dev/actes): every folder of
 * schemas/actes with its manifest, its sample, the screens that name it, its steps, and the client
 * settings and feature keys its conditions read (so the preview offers exactly those switches).
 * Read from the files at each request: with `npm run dev`, a saved file shows at once.
 * Served only with DEV_TOOLS=1 (src/server/routes/api/dev/actes.ts).
 */
const REPO_ROOT = path.resolve(ACTES_ROOT, '../..');
const SCREENS_ROOT = path.join(REPO_ROOT, 'screens');
const GENERATED_SCHEMAS = path.join(REPO_ROOT, 'src/generated/schemas');
const CONTEXT_SCHEMA = path.join(REPO_ROOT, 'schemas/common/context.schema.json');

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readJson(file: string): Json {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/** Every acte folder name, sorted. */
export function acteNamesOnDisk(): string[] {
  return fs
    .readdirSync(ACTES_ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(ACTES_ROOT, entry.name, `${entry.name}.schema.json`)))
    .map((entry) => entry.name)
    .sort();
}

function screenFiles(dir = SCREENS_ROOT): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return screenFiles(full);
    return entry.name.endsWith('.screen.json') ? [full] : [];
  });
}

/** Every object of a JSON tree, depth first. */
function* objectsOf(node: Json): Generator<Record<string, Json>> {
  if (Array.isArray(node)) for (const item of node) yield* objectsOf(item);
  else if (isObject(node)) {
    yield node;
    for (const value of Object.values(node)) yield* objectsOf(value);
  }
}

/** acte → the screens naming it (a form block, a choices block's submit…), with the form block if any. */
function screensByActe(): Map<string, CatalogueScreen[]> {
  const out = new Map<string, CatalogueScreen[]>();
  for (const file of screenFiles()) {
    const screen = readJson(file) as Record<string, Json>;
    const found = new Map<string, CatalogueScreen>();
    for (const node of objectsOf(screen.blocks)) {
      if (typeof node.acte !== 'string' || namesValues(node.acte)) continue;
      const entry = found.get(node.acte) ?? { fichier: path.relative(REPO_ROOT, file).split(path.sep).join('/'), route: String(screen.route) };
      if (node.type === 'form' && !entry.bloc) entry.bloc = node;
      found.set(node.acte, entry);
    }
    for (const [acte, entry] of found) out.set(acte, [...(out.get(acte) ?? []), entry]);
  }
  return out;
}

/** Names of client settings read by conditions: `{ "$config": x }`, `$data: /context/config/x` (Ajv, in a schema), if-branches on context.config.x. */
function settingsRead(...trees: Json[]): Set<string> {
  const names = new Set<string>();
  for (const tree of trees) {
    for (const node of objectsOf(tree)) {
      if (typeof node.$config === 'string') names.add(node.$config.split('.')[0]);
      if (typeof node.$data === 'string') names.add(/^\/context\/config\/(\w+)/.exec(node.$data)?.[1] ?? '');
      if (isObject(node.if)) {
        for (const inner of objectsOf(node.if)) {
          const config = isObject(inner.config) ? inner.config.properties : undefined;
          if (isObject(config)) Object.keys(config).forEach((name) => names.add(name));
        }
      }
    }
  }
  names.delete('');
  return names;
}

/** Feature keys read: `{ "feature": "key" }` conditions, the manifest's access included. */
function featuresRead(manifest: ActeManifest | null, ...trees: Json[]): string[] {
  const keys = new Set(featureKeysOf(manifest?.access));
  for (const tree of trees) {
    for (const node of objectsOf(tree)) if (typeof node.feature === 'string' && Object.keys(node).length === 1) keys.add(node.feature);
  }
  return [...keys].sort();
}

function settingTypes(): Record<string, CatalogueSetting> {
  const context = readJson(CONTEXT_SCHEMA) as { properties: { config: { properties: Record<string, Record<string, Json>> } } };
  const out: Record<string, CatalogueSetting> = {};
  for (const [nom, schema] of Object.entries(context.properties.config.properties)) {
    const type = Array.isArray(schema.enum) ? 'enum' : schema.type === 'boolean' ? 'boolean' : [schema.type].flat().some((t) => t === 'integer' || t === 'number') ? 'number' : 'other';
    out[nom] = { nom, type, ...(Array.isArray(schema.enum) ? { valeurs: schema.enum } : {}) };
  }
  return out;
}

function effectText(effect: ActeManifest['effect'] | undefined): string | null {
  if (!effect) return null;
  return effect === 'demande' ? 'demande' : `route ${effect.handler}`;
}

function entryOf(acte: string, screens: CatalogueScreen[], types: Record<string, CatalogueSetting>): CatalogueEntry {
  const dir = path.join(ACTES_ROOT, acte);
  const manifest = readJson(path.join(dir, `${acte}.acte.json`)) as ActeManifest | null;
  const schema = readJson(path.join(dir, `${acte}.schema.json`)) as Record<string, Json>;
  const uiSchema = readJson(path.join(dir, `${acte}.ui.json`)) as Record<string, Json> | null;
  // The bundled schema holds the common parts ($ref resolved) whose if-branches read the settings.
  const bundled = readJson(path.join(GENERATED_SCHEMAS, `${acte}.schema.json`)) ?? schema;
  const steps = Array.isArray(uiSchema?.['ui:steps']) ? (uiSchema['ui:steps'] as Array<{ title?: string }>) : [];
  const blocks = screens.map((screen) => screen.bloc ?? null);
  const titre =
    manifest?.libelle ?? (typeof schema.title === 'string' ? schema.title : undefined) ?? (typeof uiSchema?.['ui:title'] === 'string' ? (uiSchema['ui:title'] as string) : undefined) ?? acte;
  return {
    acte,
    titre,
    version: manifest?.version ?? null,
    roles: optionsListed(manifest?.access, 'user', 'roles') ?? [],
    contractStates: optionsListed(manifest?.access, 'contrat', 'etat'),
    effect: effectText(manifest?.effect),
    endpoints: (manifest?.endpoints ?? []).map((endpoint) => `${endpoint.method} ${endpoint.path}`),
    modeGestion: manifest?.modeGestion ?? null,
    ecrans: screens,
    etapes: steps.map((step) => step.title ?? ''),
    features: featureKeysOf(manifest?.access),
    reglages: [...settingsRead(bundled, uiSchema, blocks)].sort().map((nom) => types[nom] ?? { nom, type: 'other' }),
    fonctionnalites: featuresRead(manifest, uiSchema, blocks),
  };
}

/** The whole catalogue, one entry per acte folder. */
export function acteCatalogue(): CatalogueEntry[] {
  const screens = screensByActe();
  const types = settingTypes();
  return acteNamesOnDisk().map((acte) => entryOf(acte, screens.get(acte) ?? [], types));
}

/** One acte with its sample and its date-effet intervals of today; null when no such folder. */
export function acteCatalogueDetail(acte: string, now: Date = new Date()): CatalogueDetail | null {
  if (!acteNamesOnDisk().includes(acte)) return null;
  const entry = entryOf(acte, screensByActe().get(acte) ?? [], settingTypes());
  const sample = fs.existsSync(acteSampleFile(acte, ACTES_ROOT)) ? readActeSample(acte, ACTES_ROOT) : null;
  const manifest = readJson(path.join(ACTES_ROOT, acte, `${acte}.acte.json`)) as ActeManifest | null;
  const datesEffet = previewDatesEffet(manifest, sample, now);
  return { ...entry, exemple: sample, ...(datesEffet ? { datesEffet } : {}) };
}

/** The preview's contract start (no end date): that of the demo's main contract. */
const PREVIEW_DEBUT_CONTRAT = '2021-01-01';

/** The manifest's date-effet rules computed as the form computes them (src/domain/dateEffet.ts), for the preview's context. */
function previewDatesEffet(manifest: ActeManifest | null, sample: Record<string, unknown> | null, now: Date): CatalogueDateEffet | null {
  const rules = dateEffetRulesOf(manifest ?? undefined);
  if (Object.keys(rules).length === 0) return null;
  const context = { today: now, dateDebutContrat: PREVIEW_DEBUT_CONTRAT, dateFinContrat: null, donnees: sample ?? {}, evaluateCondition: dateEffetCondition };
  const day = (date: Date | null) => (date ? formatDateFr(date) : null);
  return {
    aujourdhui: formatDateFr(now),
    debutContrat: formatDateFr(toDay(PREVIEW_DEBUT_CONTRAT)),
    champs: Object.entries(rules).map(([champ, rule]) => {
      const result = computeDateEffet(rule, context);
      const plages = rule.plages.map((plage, index) => {
        const interval = result.intervals.find((candidate) => candidate.plageIndex === index);
        const missing = result.unavailable.find((candidate) => candidate.plageIndex === index);
        return { libelle: plage.libelle, du: day(interval?.minDate ?? null), au: day(interval?.maxDate ?? null), indisponible: missing?.reason ?? null };
      });
      return { champ, plages };
    }),
  };
}
