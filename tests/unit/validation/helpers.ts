import path from 'node:path';
import { readActeSample } from '../../../src/server/actes/acteSample';

export const root = path.resolve(import.meta.dirname, '../../..');

export function sampleOf(acte: string): Record<string, unknown> {
  return readActeSample(acte);
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
