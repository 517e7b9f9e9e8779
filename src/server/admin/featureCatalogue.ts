import fs from 'node:fs';
import path from 'node:path';
import { ACTES_ROOT, readManifests } from '../actes/manifests';
import { acteLibelle } from '../actes/demandes';
import { featureKeysOf } from '../../language/conditions';

/**
 * Every feature key the portal knows, collected from the files that use them —
 * never a hand-written list that drifts: screen files (`{ "feature": "a,b" }` conditions, the help
 * `feature` conditions), acte manifests (their access's `feature` conditions), acte schemas branching on
 * `context.features.<key>`. A compliance-locked acte (`complianceLocked`, the résiliation) gets its
 * own key `<acte>Acte` (ribPrestationsActe's naming), shown locked: no switch may hide it.
 */
export interface KnownFeature {
  key: string;
  /** What staff read: the acte's own label for an acte's key, else FEATURE_LABELS. */
  libelle: string;
  /** Where the key is used (repository paths), for the administrator. */
  usedBy: string[];
  locked: boolean;
}

export const LOCKED_FEATURE_MESSAGE =
  'La résiliation en ligne est une obligation légale (loi n° 2022-1158) : cette fonctionnalité ne peut pas être désactivée, ni limitée à certains contrats.';

/** The features that are not an acte of their own (an acte's key takes the acte's label). */
const FEATURE_LABELS: Record<string, string> = {
  creationCompteAutreActe: 'Création de compte en ligne',
  consentementCGUCreationCompteAutreActe: 'CGU et consentements à la création du compte',
  forgotUsernameAutreActe: 'Identifiant oublié',
  faqInbentaService: 'Aide en ligne (FAQ)',
};

let acteLabels: Map<string, string> | undefined;

/** The label of a feature key for staff: the acte whose key it is, else its own label, else the key itself. */
export function featureLibelle(key: string): string {
  // The manifests ship with the server: read once.
  acteLabels ??= new Map([...readManifests().values()].map((manifest) => [acteFeatureKey(manifest.acte), acteLibelle(manifest)]));
  return acteLabels.get(key) ?? FEATURE_LABELS[key] ?? key;
}

const REPO_ROOT = path.resolve(ACTES_ROOT, '../..');
const SCREENS_ROOT = path.join(REPO_ROOT, 'screens');
const SCHEMAS_ROOT = path.join(REPO_ROOT, 'schemas');

/** `rib-prestations` → `ribPrestationsActe`. */
export function acteFeatureKey(acte: string): string {
  return `${acte.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())}Acte`;
}

function jsonFiles(dir: string, suffix: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(full, suffix);
    return entry.name.endsWith(suffix) ? [full] : [];
  });
}

/** Keys named in a screen: its `feature` conditions (visibility, access, steps…). */
function screenKeys(node: unknown, out: Set<string>): void {
  if (Array.isArray(node)) return node.forEach((item) => screenKeys(item, out));
  if (typeof node !== 'object' || node === null) return;
  for (const [name, value] of Object.entries(node)) {
    if (name === 'feature' && typeof value === 'string') out.add(value);
    else screenKeys(value, out);
  }
}

/** Keys a schema branches on: the properties of a `features` object (context.features.<key>). */
function schemaKeys(node: unknown, out: Set<string>): void {
  if (Array.isArray(node)) return node.forEach((item) => schemaKeys(item, out));
  if (typeof node !== 'object' || node === null) return;
  for (const [name, value] of Object.entries(node)) {
    const properties = name === 'features' && typeof value === 'object' && value !== null ? (value as { properties?: unknown }).properties : undefined;
    if (typeof properties === 'object' && properties !== null) Object.keys(properties).forEach((k) => out.add(k));
    schemaKeys(value, out);
  }
}

function collect(): KnownFeature[] {
  const features = new Map<string, KnownFeature>();
  const use = (key: string, file: string, locked = false) => {
    const feature = features.get(key) ?? { key, libelle: featureLibelle(key), usedBy: [], locked: false };
    const where = path.relative(REPO_ROOT, file);
    if (!feature.usedBy.includes(where)) feature.usedBy.push(where);
    feature.locked ||= locked;
    features.set(key, feature);
  };
  const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  for (const file of jsonFiles(SCREENS_ROOT, '.screen.json')) {
    const keys = new Set<string>();
    screenKeys(read(file), keys);
    keys.forEach((key) => use(key, file));
  }
  for (const file of jsonFiles(SCHEMAS_ROOT, '.schema.json')) {
    const keys = new Set<string>();
    schemaKeys(read(file), keys);
    keys.forEach((key) => use(key, file));
  }
  for (const manifest of readManifests().values()) {
    const file = path.join(ACTES_ROOT, manifest.acte, `${manifest.acte}.acte.json`);
    featureKeysOf(manifest.access).forEach((key) => use(key, file));
    if (manifest.complianceLocked) use(acteFeatureKey(manifest.acte), file, true);
  }
  return [...features.values()].sort((a, b) => a.key.localeCompare(b.key));
}

let cache: KnownFeature[] | undefined;

/** The known features (the files ship with the server: read once). */
export function knownFeatures(): KnownFeature[] {
  cache ??= collect();
  return cache;
}

export function isLockedFeature(key: string): boolean {
  return knownFeatures().some((feature) => feature.key === key && feature.locked);
}
