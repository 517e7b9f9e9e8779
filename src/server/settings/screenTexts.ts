import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { textAt } from '../../language/traductions';

/**
 * The screen files as the server sees them (screens/**\/*.screen.json), by route: a traduction
 * may only name a screen that exists and a pointer that names a text in it (the same pointer
 * reading as the portal's, src/language/traductions.ts). Read once, on first use.
 */
const SCREENS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screens');

let byRoute: Map<string, unknown> | null = null;

function screenFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return screenFiles(full);
    return entry.name.endsWith('.screen.json') ? [full] : [];
  });
}

function screens(): Map<string, unknown> {
  byRoute ??= new Map(
    screenFiles(SCREENS_DIR).map((file) => {
      const screen = JSON.parse(fs.readFileSync(file, 'utf8')) as { route: string };
      return [screen.route, screen] as const;
    }),
  );
  return byRoute;
}

export function screenExists(route: string): boolean {
  return screens().has(route);
}

/** The product's French text at the pointer of the screen, or undefined. */
export function originalText(route: string, pointer: string): string | undefined {
  const screen = screens().get(route);
  return screen === undefined ? undefined : textAt(screen, pointer);
}
