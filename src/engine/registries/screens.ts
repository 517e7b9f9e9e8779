import { useEffect, useState } from 'react';
import { matchPath } from 'react-router-dom';
import type { ScreenFile } from '../../language/screenTypes';

/**
 * Every screens/**\/*.screen.json file, read at build time. A product owner adds a route by
 * adding a file; nothing here changes. The shell holds each file's route, access condition and menu entry
 * (`?route`, scripts/vite/screenRoutes.ts); the whole file loads with its route (one small chunk
 * per screen), so the landing page does not grow with every screen added.
 */
type ScreenRoute = Pick<ScreenFile, 'route' | 'access' | 'menu' | 'layout'>;
const files = import.meta.glob<ScreenRoute>('../../../screens/**/*.screen.json', { eager: true, query: '?route', import: 'default' });
const fileLoaders = import.meta.glob<ScreenFile>(['../../../screens/**/*.screen.json', '!../../../screens/member/**', '!../../../screens/admin/**'], { import: 'default' });
const memberFiles = () => import('./memberScreenFiles').then((module) => module.memberScreenFiles);
const adminFiles = () => import('./adminScreenFiles').then((module) => module.adminScreenFiles);

/** The loader of one screen file: the member area's or the back office's chunk, else its own chunk. */
export function loadScreenFile(file: string): Promise<ScreenFile> {
  const key = `../../../${file}`;
  if (file.startsWith('screens/member/')) return memberFiles().then((files) => files[key]);
  if (file.startsWith('screens/admin/')) return adminFiles().then((files) => files[key]);
  return fileLoaders[key]();
}

export interface RegisteredScreen extends ScreenRoute {
  /** Where it came from, for error messages. */
  file: string;
  /** react-router path: '/' for the landing page, '/page/:pageName'… */
  pattern: string;
}

export function toPattern(route: string): string {
  return `/${route.replace(/^\/+/, '')}`;
}

export const screens: RegisteredScreen[] = Object.entries(files)
  .map(([file, screen]) => ({ ...screen, file: file.replace(/^(\.\.\/)+/, '').replace(/\?.*$/, ''), pattern: toPattern(screen.route) }))
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

const loadedFiles = new Map<string, ScreenFile>();

/** A screen file loaded beforehand (the server's preview of a page, src/ssr): its route draws it at once. */
export function rememberScreenFile(file: string, loaded: ScreenFile) {
  loadedFiles.set(file, loaded);
}

/**
 * The whole screen file (title, check, blocks): null until its chunk arrived (at once when already
 * loaded); `failed` when the chunk could not be fetched (server down, a new version deployed).
 */
export function useScreenFile(screen: RegisteredScreen): { file: ScreenFile | null; failed: boolean } {
  const [file, setFile] = useState(() => loadedFiles.get(screen.file) ?? null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const known = loadedFiles.get(screen.file);
    if (known) return setFile(known);
    let live = true;
    setFailed(false);
    loadScreenFile(screen.file).then(
      (loaded) => {
        loadedFiles.set(screen.file, loaded);
        if (live) setFile(loaded);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => void (live = false);
  }, [screen.file]);
  return { file, failed };
}
