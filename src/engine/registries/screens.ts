import { matchPath } from 'react-router-dom';
import type { ScreenFile } from '../screenTypes';
import { LOGGED_IN_SCREEN_ROUTES } from '../../generated/screenRoutes';

/**
 * Every screens/**\/*.screen.json file, read at build time. A product owner adds a route by
 * adding a file (and `npm run gen`); nothing here changes.
 * Public screens come whole with the landing page. A screen behind a login brings only its route
 * there (src/generated/screenRoutes.ts); the file itself — title, guards, blocks — loads on the
 * first visit, so member and admin screens do not weigh on the landing page (≤ 120 KB gzip of JS).
 */
const publicFiles = import.meta.glob<ScreenFile>('../../../screens/public/**/*.screen.json', { eager: true, import: 'default' });
const loggedInFiles = import.meta.glob<ScreenFile>(['../../../screens/**/*.screen.json', '!../../../screens/public/**'], { import: 'default' });

export interface RegisteredScreen extends ScreenFile {
  /** Where it came from, for error messages. */
  file: string;
  /** react-router path: '/' for the landing page, '/page/:pageName'… */
  pattern: string;
}

/** A route of the app: its screen file when it is in the landing page, else how to load it. */
export interface ScreenEntry {
  file: string;
  pattern: string;
  screen?: RegisteredScreen;
  load?: () => Promise<RegisteredScreen>;
}

export function toPattern(route: string): string {
  return `/${route.replace(/^\/+/, '')}`;
}

const fileName = (path: string) => path.replace(/^(\.\.\/)+/, '');

export const screens: ScreenEntry[] = [
  ...Object.entries(publicFiles).map(([path, screen]) => {
    const registered = { ...screen, file: fileName(path), pattern: toPattern(screen.route) };
    return { file: registered.file, pattern: registered.pattern, screen: registered };
  }),
  ...Object.entries(loggedInFiles).map(([path, loader]) => {
    const file = fileName(path);
    const pattern = toPattern(LOGGED_IN_SCREEN_ROUTES[file] ?? file);
    return { file, pattern, load: async () => ({ ...(await loader()), file, pattern }) };
  }),
]
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
