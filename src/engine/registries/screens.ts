import { matchPath } from 'react-router-dom';
import type { ScreenFile } from '../screenTypes';

/**
 * Every screens/**\/*.screen.json file, read at build time. A product owner adds a route by
 * adding a file; nothing here changes. Public screens come whole (the landing page draws them at
 * once); the others, and the developer screens (public/dev-*), come without their blocks (`?meta`, scripts/screenMetaPlugin.ts), which load
 * with their route: member and admin screens do not weigh on the landing page's JS budget.
 */
const publicFiles = import.meta.glob<ScreenFile>(['../../../screens/public/**/*.screen.json', '!../../../screens/public/dev-*'], { eager: true, import: 'default' });
// (A negative pattern wins over every positive one: the developer screens get globs of their own.)
const lazyMetas = {
  ...import.meta.glob<Omit<ScreenFile, 'blocks'>>(['../../../screens/**/*.screen.json', '!../../../screens/public/**'], { eager: true, import: 'default', query: '?meta' }),
  ...import.meta.glob<Omit<ScreenFile, 'blocks'>>('../../../screens/public/dev-*.screen.json', { eager: true, import: 'default', query: '?meta' }),
};
const lazyBlocks = {
  ...import.meta.glob<ScreenFile>(['../../../screens/**/*.screen.json', '!../../../screens/public/**'], { import: 'default' }),
  ...import.meta.glob<ScreenFile>('../../../screens/public/dev-*.screen.json', { import: 'default' }),
};

const withoutQuery = (file: string) => file.replace(/\?.*$/, '');
const files: Record<string, Omit<ScreenFile, 'blocks'> & { blocks?: ScreenFile['blocks'] }> = {
  ...publicFiles,
  ...Object.fromEntries(Object.entries(lazyMetas).map(([file, meta]) => [withoutQuery(file), meta])),
};

export interface RegisteredScreen extends Omit<ScreenFile, 'blocks'> {
  /** Where it came from, for error messages. */
  file: string;
  /** react-router path: '/' for the landing page, '/page/:pageName'… */
  pattern: string;
  /** Present for public screens; the others load theirs (screenBlocks). */
  blocks?: ScreenFile['blocks'];
}

/** The blocks of a screen: at once for a public one, else from its own chunk. */
export async function screenBlocks(screen: RegisteredScreen): Promise<ScreenFile['blocks']> {
  if (screen.blocks) return screen.blocks;
  const load = lazyBlocks[`../../../${screen.file}`];
  if (!load) throw new Error(`Écran introuvable : ${screen.file}`);
  return (await load()).blocks;
}

export function toPattern(route: string): string {
  return `/${route.replace(/^\/+/, '')}`;
}

export const screens: RegisteredScreen[] = Object.entries(files)
  .map(([file, screen]) => ({ ...screen, file: file.replace(/^(\.\.\/)+/, ''), pattern: toPattern(screen.route) }))
  // Static segments before parameters, so 'page/cgu' never hides behind 'page/:pageName'.
  .sort((a, b) => a.pattern.split(':').length - b.pattern.split(':').length || a.pattern.localeCompare(b.pattern));

/**
 * Where "Retour" goes when the page has no previous page of ours (opened from a mail link or a
 * bookmark): the nearest shorter path a screen answers, else the landing page.
 */
export function parentRoute(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  while (segments.length > 1) {
    segments.pop();
    const candidate = `/${segments.join('/')}`;
    // The catch-all screen ('*', « Page inconnue ») answers every path: it is no parent.
    if (screens.some((screen) => screen.pattern !== '/*' && matchPath(screen.pattern, candidate))) return candidate;
  }
  return '/';
}
