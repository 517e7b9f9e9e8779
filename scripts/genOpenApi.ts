import { writeFileSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { defaultConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/pglite';

/**
 * docs/openapi.json — the API document the server publishes at /api/openapi.json, committed so that a
 * change of the contract shows in review. `npm run gen` rewrites it; `--check` (scripts/check.ts) fails
 * when the committed file is not what the routes declare.
 */

export const OPENAPI_FILE = 'docs/openapi.json';

/** The document as the routes declare it (no database is read: the routes are only registered). */
export async function openApiText(): Promise<string> {
  const db = await openPglite();
  const app = await buildApp({ db, config: defaultConfig({ logLevel: false, staticDir: undefined, devTools: false }) });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
    await db.close();
  }
}

/** Whether the committed document differs from what the routes declare. */
export async function openApiStale(root = path.resolve(import.meta.dirname, '..')): Promise<boolean> {
  const file = path.join(root, OPENAPI_FILE);
  return !existsSync(file) || readFileSync(file, 'utf8') !== (await openApiText());
}

/** Writes docs/openapi.json under `root`; returns whether it changed. */
export async function writeOpenApi(root = path.resolve(import.meta.dirname, '..')): Promise<boolean> {
  const file = path.join(root, OPENAPI_FILE);
  const text = await openApiText();
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (before !== text) writeFileSync(file, text);
  return before !== text;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const changed = await writeOpenApi();
  console.log(`openapi: ${OPENAPI_FILE} ${changed ? 'réécrit' : 'à jour'}.`);
}
