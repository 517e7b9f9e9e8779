/**
 * Build-time index of « Mes démarches » (Node only; used by generateAll): src/generated/demarches.ts
 * lists each member acte that has a screen of its own — acte, label, theme, access condition and the
 * route of that screen — so that the browser draws the list without reading every manifest.
 *
 * An acte's screen is a member screen without route parameters that is the page of the acte
 * (pageActeOf: its top-level form block, the rule the page's access follows too). A form nested in a section, a dialog or a
 * list row (the accueil's telephone, a contract card's RIB, a demande's document) is a part of
 * another page, reached there. The label is the manifest's `libelle`, else the screen's title.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { ActeManifest } from '../../src/generated/acteManifest';
import { isMemberActe } from '../../src/language/acteManifest';
import { filesUnder } from '../checkCache';
import { pageActeOf } from './screenAccess';

export const DEMARCHES_INDEX = 'src/generated/demarches.ts';
export const MEMBER_SCREENS_DIR = 'screens/member';

interface ScreenFile {
  route?: string;
  title?: string;
  blocks?: { type?: string; acte?: string }[];
}

export interface DemarcheEntry {
  acte: string;
  libelle: string;
  theme: NonNullable<ActeManifest['theme']>;
  access: ActeManifest['access'];
  route: string;
}

/** Each acte's own member screen (route and title), by acte. */
function ownScreens(root: string): Map<string, { route: string; title: string }> {
  const own = new Map<string, { route: string; title: string }>();
  for (const file of filesUnder(path.join(root, MEMBER_SCREENS_DIR), (name) => name.endsWith('.screen.json'))) {
    const screen = JSON.parse(fs.readFileSync(file, 'utf8')) as ScreenFile;
    if (!screen.route || screen.route.includes(':')) continue;
    const page = pageActeOf(screen);
    if (page && !own.has(page.acte)) own.set(page.acte, { route: `/${screen.route}`, title: screen.title ?? page.acte });
  }
  return own;
}

/** The entries of « Mes démarches », by acte name. */
export function demarchesEntries(root: string, manifests: ReadonlyMap<string, ActeManifest>): DemarcheEntry[] {
  const screens = ownScreens(root);
  return [...manifests.values()]
    .filter((manifest) => isMemberActe(manifest) && manifest.theme && screens.has(manifest.acte))
    .sort((a, b) => a.acte.localeCompare(b.acte))
    .map((manifest) => {
      const screen = screens.get(manifest.acte)!;
      return { acte: manifest.acte, libelle: manifest.libelle ?? screen.title, theme: manifest.theme!, access: manifest.access, route: screen.route };
    });
}

export function demarchesModule(entries: readonly DemarcheEntry[], header: string): string {
  return `${header}/** The member actes of « Mes démarches »: each with the route of the screen that holds its form (scripts/build/demarchesIndex.ts). */
import type { ActeManifest } from './acteManifest';

export interface Demarche {
  acte: string;
  libelle: string;
  theme: NonNullable<ActeManifest['theme']>;
  access: ActeManifest['access'];
  route: string;
}

export const demarches: readonly Demarche[] = ${JSON.stringify(entries, null, 2)};
`;
}
