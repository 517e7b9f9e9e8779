import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../../..');

export function sampleOf(acte: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(root, 'schemas/actes', acte, `${acte}.sample.json`), 'utf8'));
}

type Config = Record<string, unknown>;
export const context = (config: Config = {}, features: Record<string, boolean> = {}) => ({
  config,
  features,
  roles: [],
  contrat: null,
});

/** Messages by field path, for readable assertions. */
export function messagesAt(errors: { path: string; message: string }[], fieldPath: string): string[] {
  return errors.filter((error) => error.path === fieldPath).map((error) => error.message);
}
