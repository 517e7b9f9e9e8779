import { matchPath } from 'react-router-dom';
import type { Block, ScreenFile } from '../screenTypes';

/**
 * Every screens/**\/*.screen.json file, read at build time. A product owner adds a route by
 * adding a file; nothing here changes. The shell gets each screen's route, title, guards and
 * check at start (`?meta`: the file without its blocks, `screenMeta` in vite.config.ts); the blocks
 * load with their route, so the landing page does not carry every screen's blocks.
 */
const files = import.meta.glob<Omit<ScreenFile, 'blocks'>>('../../../screens/**/*.screen.json', { eager: true, import: 'default', query: '?meta' });
const blockLoaders = import.meta.glob<Block[]>('../../../screens/**/*.screen.json', { import: 'blocks' });

export interface RegisteredScreen extends Omit<ScreenFile, 'blocks'> {
  /** Where it came from, for error messages. */
  file: string;
  /** react-router path: '/' for the landing page, '/page/:pageName'… */
  pattern: string;
  /** Its blocks (a chunk of their own, loaded once). */
  loadBlocks: () => Promise<Block[]>;
}

const withoutQuery = (key: string) => key.split('?')[0];

export function toPattern(route: string): string {
  return `/${route.replace(/^\/+/, '')}`;
}

export const screens: RegisteredScreen[] = Object.entries(files)
  .map(([key, screen]) => ({
    ...screen,
    file: withoutQuery(key).replace(/^(\.\.\/)+/, ''),
    pattern: toPattern(screen.route),
    loadBlocks: blockLoaders[withoutQuery(key)],
  }))
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
