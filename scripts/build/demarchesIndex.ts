/**
 * Build-time index of « Mes démarches » (Node only; used by generateAll): src/generated/demarches.ts
 * lists each member acte that has a screen of its own — acte, label, theme, access condition and the
 * route of that screen — so that the browser draws the list without reading every manifest.
 *
 * An acte's screen is a member screen without route parameters whose own form blocks (its top-level
 * blocks, as the route's page) all fill that one acte. A form nested in a section, a dialog or a
 * list row (the accueil's telephone, a contract card's RIB, a demande's document) is a part of
 * another page, reached there. The label is the manifest's `libelle`, else the screen's title.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { ActeManifest } from '../../src/generated/acteManifest';
import { isMemberActe } from '../../src/language/acteManifest';

export const DEMARCHES_INDEX = 'src/generated/demarches.ts';
export const MEMBER_SCREENS_DIR = 'screens/member';

interface ScreenFile {
  route?: string;
  title?: string;
}

export interface DemarcheEntry {
  acte: string;
  libelle: string;
  theme: NonNullable<ActeManifest['theme']>;
  access: ActeManifest['access'];
  route: string;
}

/** The screen files under a folder (none when it is absent, as in a project being scaffolded). */
function screenFiles(dir: string): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return screenFiles(full);
      return entry.name.endsWith('.screen.json') ? [full] : [];
    })
    .sort();
}

/** The actes of a screen's own (top-level) form blocks. */
function formActes(blocks: unknown): Set<string> {
  const forms = (Array.isArray(blocks) ? blocks : []) as { type?: unknown; acte?: unknown }[];
  return new Set(forms.flatMap((block) => (block.type === 'form' && typeof block.acte === 'string' ? [block.acte] : [])));
}

/** Each acte's own member screen (route and title), by acte. */
function ownScreens(root: string): Map<string, { route: string; title: string }> {
  const own = new Map<string, { route: string; title: string }>();
  for (const file of screenFiles(path.join(root, MEMBER_SCREENS_DIR))) {
    const screen = JSON.parse(fs.readFileSync(file, 'utf8')) as ScreenFile & { blocks?: unknown };
    if (!screen.route || screen.route.includes(':')) continue;
    const actes = formActes(screen.blocks);
    const [acte] = actes;
    if (actes.size === 1 && !own.has(acte)) own.set(acte, { route: `/${screen.route}`, title: screen.title ?? acte });
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
