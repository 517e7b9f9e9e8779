/**
 * Migrations are data: what a member typed under version v of an acte (a saved
 * draft, a filed demande) is carried to version w > v by the steps of
 * schemas/actes/<acte>/<acte>.migrations.json (format: schemas/actes/acte.migrations.schema.json),
 * one version at a time. Nothing typed is lost that still has a place: a renamed or moved field
 * keeps its value, a new field gets its default where nothing was typed, and only a field the acte
 * no longer has is dropped. Pure and isomorphic: the server migrates a draft it hands back, and any
 * reader of a stored demande can do the same.
 * A `message` op changes nothing: it tells the member, at a field, what to check or complete. The
 * fields a migration touched (a value carried to a new place, a default given, a message) are its
 * marks, so a member resuming an old draft is shown which fields to look at.
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

/**
 * A field a migration touched, where it is once migrated: its value carried from another place
 * (`moved`: rename or move), a default given where nothing was typed (`defaulted`), or a message
 * of the acte's author for the member (`message`, with its text).
 */
export interface MigrationMark {
  path: string;
  kind: 'moved' | 'defaulted' | 'message';
  message?: string;
}

/** `path` itself or a field under it (dotted paths). */
const within = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}.`);

/** Applies one op to the data and keeps the marks where the fields now are. */
function applyOp(data: Container, op: MigrationOp, marks: MigrationMark[]): void {
  switch (op.op) {
    case 'rename':
    case 'move': {
      const source = parentOf(data, op.from, false);
      if (!source || !has(source)) return;
      const value = (source.parent as Record<string, unknown>)[source.key];
      remove(source);
      const target = parentOf(data, op.to, true);
      if (!target) return;
      (target.parent as Record<string, unknown>)[target.key] = value;
      // A field marked by an earlier step travels with its value (an object renamed carries its fields).
      for (const mark of marks) if (within(mark.path, op.from)) mark.path = op.to + mark.path.slice(op.from.length);
      if (!marks.some((mark) => mark.path === op.to)) marks.push({ path: op.to, kind: 'moved' });
      return;
    }
    case 'drop': {
      const place = parentOf(data, op.path, false);
      if (place && has(place)) remove(place);
      // A field dropped has no place left to show a mark.
      marks.splice(0, marks.length, ...marks.filter((mark) => !within(mark.path, op.path)));
      return;
    }
    case 'default': {
      const place = parentOf(data, op.path, true);
      if (!place || has(place)) return;
      (place.parent as Record<string, unknown>)[place.key] = structuredClone(op.value);
      if (!marks.some((mark) => mark.path === op.path)) marks.push({ path: op.path, kind: 'defaulted' });
      return;
    }
    case 'message': {
      segmentsOf(op.path); // the same path syntax as the other ops
      const marked = marks.find((mark) => mark.path === op.path);
      if (marked) Object.assign(marked, { kind: 'message', message: op.message });
      else marks.push({ path: op.path, kind: 'message', message: op.message });
    }
  }
}

/**
 * The data carried from `fromVersion` to `toVersion` (a copy: the argument is left as it was),
 * with the fields the migration touched (none when the versions are the same).
 * Throws a French error when the file or a step is missing, or when asked to go backwards.
 */
export function migrateActeDataWithMarks<T extends Record<string, unknown>>(
  migrations: ActeMigrations | null | undefined,
  fromVersion: number,
  toVersion: number,
  data: T,
): { data: Record<string, unknown>; marks: MigrationMark[] } {
  if (fromVersion > toVersion) throw new Error(MIGRATION_MESSAGES.backwards(fromVersion, toVersion));
  const migrated = structuredClone(data) as Record<string, unknown>;
  const marks: MigrationMark[] = [];
  if (fromVersion === toVersion) return { data: migrated, marks };
  if (!migrations) throw new Error(MIGRATION_MESSAGES.noFile(fromVersion, toVersion));
  for (let version = fromVersion; version < toVersion; version++) {
    const step = migrations.steps.find((candidate) => candidate.from === version && candidate.to === version + 1);
    if (!step) throw new Error(MIGRATION_MESSAGES.missingStep(version));
    for (const op of step.ops) applyOp(migrated, op, marks);
  }
  return { data: migrated, marks };
}

/** The data carried from `fromVersion` to `toVersion` (a copy), as migrateActeDataWithMarks, without the marks. */
export function migrateActeData<T extends Record<string, unknown>>(
  migrations: ActeMigrations | null | undefined,
  fromVersion: number,
  toVersion: number,
  data: T,
): Record<string, unknown> {
  return migrateActeDataWithMarks(migrations, fromVersion, toVersion, data).data;
}
