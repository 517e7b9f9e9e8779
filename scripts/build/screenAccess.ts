import fs from 'node:fs';
import path from 'node:path';
import type { ActeManifest } from '../../src/generated/acteManifest';
import type { Condition } from '../../src/language/screenTypes';
import { screenAccessOf } from '../../src/language/acteManifest';
import { namesValues } from '../../src/language/values';

interface ScreenLike {
  access?: Condition;
  blocks?: { type?: string; acte?: string }[];
}

/** The acte of the screen's own form (a form block at its top level, named literally), if any. */
export function pageActeOf(screen: ScreenLike): { acte: string; index: number } | undefined {
  const index = (screen.blocks ?? []).findIndex((block) => block.type === 'form' && typeof block.acte === 'string' && !namesValues(block.acte));
  return index < 0 ? undefined : { acte: screen.blocks![index].acte!, index };
}

export const manifestFileOf = (root: string, acte: string): string => path.join(root, 'schemas/actes', acte, `${acte}.acte.json`);

/**
 * Who may open a screen: its own `access`, else — the page of an acte — its acte's manifest's
 * access without the part about the current contract (src/language/acteManifest.ts). `root` is
 * the project's folder.
 */
export function screenAccess(root: string, screen: ScreenLike): { access: Condition | undefined; manifestFile?: string } {
  if (screen.access) return { access: screen.access };
  const page = pageActeOf(screen);
  if (!page) return { access: undefined };
  const manifestFile = manifestFileOf(root, page.acte);
  if (!fs.existsSync(manifestFile)) return { access: undefined, manifestFile };
  return { access: screenAccessOf(JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ActeManifest), manifestFile };
}
