/**
 * What the server does with an acte in automatic management mode (the manifest's `application`):
 * every name is an application of src/server/actes/application/, an application has a management
 * mode to be switched on by, and an acte a person must process (« manuelle ») is never automatic by
 * default — no seed or migration of the project stores « automatique » under its mode's id.
 */
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from './checkCache';
import { problemAt, readJsonFile } from './problemLocation';
import { APPLICATIONS, MANUAL_ONLY } from '../src/server/actes/application';
import { automaticRefusalMessage, manualOnlyActes } from '../src/server/actes/application/automaticRefusal';
import type { ActeManifest } from '../src/server/actes/manifests';

/** Where the project stores default management modes: the demo seeds and the migrations. */
const DEFAULT_MODE_DIRS = ['src/server/demo', 'src/server/db/migrations'];
/** `('<id>', 'automatique')` in a seed's or a migration's SQL, `['<id>', 'automatique']` in a seed's list. */
const AUTOMATIC_ROW = /[([]\s*'([A-Za-z0-9]+)'\s*,\s*'automatique'\s*[)\]]/g;

export function checkApplications(root: string, actes: string[]): string[] {
  const problems: string[] = [];
  const manifests: ActeManifest[] = [];
  for (const acte of actes) {
    const file = path.join(root, 'schemas/actes', acte, `${acte}.acte.json`);
    if (!fs.existsSync(file)) continue;
    const read = readJsonFile(root, file);
    if ('problem' in read) continue; // reported by checkManifests
    const manifest = read.value as ActeManifest;
    manifests.push(manifest);
    const name = manifest.application;
    if (name === undefined || name === MANUAL_ONLY) continue;
    if (!Object.hasOwn(APPLICATIONS, name)) {
      problems.push(problemAt(root, file, '/application', `l'application « ${name} » n'existe pas (src/server/actes/application/index.ts) ; « ${MANUAL_ONLY} » si une personne doit traiter l'acte`));
    } else if (!manifest.modeGestion) {
      problems.push(problemAt(root, file, '/application', `une application n'est faite qu'en mode automatique : l'acte doit nommer son mode de gestion (modeGestion)`));
    }
  }
  for (const dir of DEFAULT_MODE_DIRS) {
    for (const file of filesUnder(path.join(root, dir), (entry) => entry.endsWith('.ts') || entry.endsWith('.sql'))) {
      const source = fs.readFileSync(file, 'utf8');
      for (const match of source.matchAll(AUTOMATIC_ROW)) {
        const refused = manualOnlyActes(match[1], manifests);
        if (!refused.length) continue;
        const line = source.slice(0, match.index).split('\n').length;
        problems.push(`${path.relative(root, file).split(path.sep).join('/')} ligne ${line} : ${automaticRefusalMessage(refused)}`);
      }
    }
  }
  return problems;
}
