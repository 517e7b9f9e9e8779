import fs from 'node:fs';
import path from 'node:path';
import { migrateActeData, migrateActeDataWithMarks, type ActeMigrations, type MigrationMark } from '../../domain/acteMigrations';
import { ACTES_ROOT, manifestOf } from './manifests';

/**
 * The versions of an acte: its manifest's `version` is the current one, and
 * schemas/actes/<acte>/<acte>.migrations.json carries data saved under an older one (a draft, a
 * demande, both stamped with the version they were saved under) to it.
 */
const cache = new Map<string, ActeMigrations | null>();

/** The acte's migrations file, read once; null when it has none (an acte still at version 1). */
export function acteMigrationsOf(acte: string, root = ACTES_ROOT): ActeMigrations | null {
  const key = `${root}:${acte}`;
  if (!cache.has(key)) {
    const file = path.join(root, acte, `${acte}.migrations.json`);
    cache.set(key, fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ActeMigrations) : null);
  }
  return cache.get(key)!;
}

/** The acte's current version (its manifest's). */
export const currentActeVersion = (acte: string): number => manifestOf(acte).version;

/** Data saved under `version`, as the acte's current version reads it. Throws when no step leads there. */
export function toCurrentVersion(acte: string, version: number, data: Record<string, unknown>): Record<string, unknown> {
  return migrateActeData(acteMigrationsOf(acte), version, currentActeVersion(acte), data);
}

/** As toCurrentVersion, with the fields the migration touched (a draft resumed shows them to the member). */
export function toCurrentVersionWithMarks(acte: string, version: number, data: Record<string, unknown>): { data: Record<string, unknown>; marks: MigrationMark[] } {
  return migrateActeDataWithMarks(acteMigrationsOf(acte), version, currentActeVersion(acte), data);
}

/**
 * A stored demande's data as the acte's current schema and UI schema read it (the back office's
 * read-only view, the recap): migrated from the version it was filed under; as stored when no step
 * leads there (an acte without manifest, a missing step), so it is still shown rather than lost.
 */
export function asCurrentVersion(acte: string, version: number, data: Record<string, unknown>): Record<string, unknown> {
  try {
    return toCurrentVersion(acte, version, data);
  } catch {
    return data;
  }
}
