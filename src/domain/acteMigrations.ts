/**
 * Migrations are data: what a member typed under version v of an acte (a saved
 * draft, a filed demande) is carried to version w > v by the steps of
 * schemas/actes/<acte>/<acte>.migrations.json (format: schemas/actes/acte.migrations.schema.json),
 * one version at a time. Nothing typed is lost that still has a place: a renamed or moved field
 * keeps its value, a new field gets its default where nothing was typed, and only a field the acte
 * no longer has is dropped. Pure and isomorphic: the server migrates a draft it hands back, and any
 * reader of a stored demande can do the same.
 */
import type { ActeMigrations, Op } from '../generated/acteMigrations';

/** The file's types, generated from its schema. */
export type { ActeMigrations };
export type MigrationOp = Op;
export type MigrationStep = ActeMigrations['steps'][number];

type Container = Record<string, unknown> | unknown[];

export const MIGRATION_MESSAGES = {
  noFile: (from: number, to: number) => `Aucune migration pour passer de la version ${from} à la version ${to} de l'acte.`,
  missingStep: (from: number) => `L'étape de migration de la version ${from} à la version ${from + 1} de l'acte est absente.`,
  backwards: (from: number, to: number) => `Une saisie de la version ${from} ne peut pas revenir à la version ${to} de l'acte.`,
  badPath: (path: string) => `Chemin invalide : « ${path} » (un chemin à points dans la saisie : etablissement.nom).`,
} as const;

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** The file language's one path syntax, dotted ('etablissement.nom', 'liste.0'), as a value reference reads it. */
function segmentsOf(path: string): string[] {
  const segments = path.split('.');
  if (path.startsWith('/') || segments.some((segment) => segment === '')) throw new Error(MIGRATION_MESSAGES.badPath(path));
  return segments;
}

/** The container holding the value at `path` and its key; `create` makes the missing objects on the way. */
function parentOf(data: Container, path: string, create: boolean): { parent: Container; key: string } | null {
  const segments = segmentsOf(path);
  let at: Container = data;
  for (const segment of segments.slice(0, -1)) {
    const next = (at as Record<string, unknown>)[segment];
    if (isContainer(next)) {
      at = next;
      continue;
    }
    if (!create || next !== undefined) return null;
    const made: Record<string, unknown> = {};
    (at as Record<string, unknown>)[segment] = made;
    at = made;
  }
  return { parent: at, key: segments[segments.length - 1] };
}

const has = (place: { parent: Container; key: string }): boolean =>
  Object.prototype.hasOwnProperty.call(place.parent, place.key) && (place.parent as Record<string, unknown>)[place.key] !== undefined;

function remove(place: { parent: Container; key: string }): void {
  if (Array.isArray(place.parent)) place.parent.splice(Number(place.key), 1);
  else delete place.parent[place.key];
}

function applyOp(data: Container, op: MigrationOp): void {
  switch (op.op) {
    case 'rename':
    case 'move': {
      const source = parentOf(data, op.from, false);
      if (!source || !has(source)) return;
      const value = (source.parent as Record<string, unknown>)[source.key];
      remove(source);
      const target = parentOf(data, op.to, true);
      if (target) (target.parent as Record<string, unknown>)[target.key] = value;
      return;
    }
    case 'drop': {
      const place = parentOf(data, op.path, false);
      if (place && has(place)) remove(place);
      return;
    }
    case 'default': {
      const place = parentOf(data, op.path, true);
      if (place && !has(place)) (place.parent as Record<string, unknown>)[place.key] = structuredClone(op.value);
    }
  }
}

/**
 * The data carried from `fromVersion` to `toVersion` (a copy: the argument is left as it was).
 * Throws a French error when the file or a step is missing, or when asked to go backwards.
 */
export function migrateActeData<T extends Record<string, unknown>>(
  migrations: ActeMigrations | null | undefined,
  fromVersion: number,
  toVersion: number,
  data: T,
): Record<string, unknown> {
  if (fromVersion > toVersion) throw new Error(MIGRATION_MESSAGES.backwards(fromVersion, toVersion));
  const migrated = structuredClone(data) as Record<string, unknown>;
  if (fromVersion === toVersion) return migrated;
  if (!migrations) throw new Error(MIGRATION_MESSAGES.noFile(fromVersion, toVersion));
  for (let version = fromVersion; version < toVersion; version++) {
    const step = migrations.steps.find((candidate) => candidate.from === version && candidate.to === version + 1);
    if (!step) throw new Error(MIGRATION_MESSAGES.missingStep(version));
    for (const op of step.ops) applyOp(migrated, op);
  }
  return migrated;
}
