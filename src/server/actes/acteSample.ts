import fs from 'node:fs';
import path from 'node:path';
import { sampleData } from '../../domain/acteSample';

/** schemas/actes, from this file: the same folder for the server, the tests and the scripts. */
export const SAMPLES_DIR = path.resolve(import.meta.dirname, '../../../schemas/actes');

/** Where an acte's sample stands. */
export const acteSampleFile = (acte: string, actesDir: string = SAMPLES_DIR): string => path.join(actesDir, acte, `${acte}.sample.json`);

/**
 * The one reader of an acte's sample as data — the dev preview's example, the bodies the tests and
 * scripts post: its file without the editor's `$schema`.
 */
export function readActeSample(acte: string, actesDir: string = SAMPLES_DIR): Record<string, unknown> {
  return sampleData(JSON.parse(fs.readFileSync(acteSampleFile(acte, actesDir), 'utf8')));
}
