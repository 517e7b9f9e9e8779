import { useEffect, useState } from 'react';
import { matchPath } from 'react-router-dom';
import type { Block, ScreenFile } from '../screenTypes';

/**
 * Every screens/**\/*.screen.json file, read at build time. A product owner adds a route by
 * adding a file; nothing here changes. The shell holds each file without its blocks
 * (`?route`, scripts/vite/screenRoutes.ts); the blocks load with the route (one small chunk
 * per screen), so the landing page does not grow with every screen added.
 */
type ScreenRoute = Omit<ScreenFile, 'blocks'>;
const files = import.meta.glob<ScreenRoute>('../../../screens/**/*.screen.json', { eager: true, query: '?route', import: 'default' });
const blockLoaders = import.meta.glob<ScreenFile['blocks']>('../../../screens/**/*.screen.json', { import: 'blocks' });

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

const loadedBlocks = new Map<string, Block[]>();

/** The screen's blocks: null until its chunk arrived (at once when already loaded). */
export function useScreenBlocks(screen: RegisteredScreen): Block[] | null {
  const [blocks, setBlocks] = useState(() => loadedBlocks.get(screen.file) ?? null);
  useEffect(() => {
    const known = loadedBlocks.get(screen.file);
    if (known) return setBlocks(known);
    let live = true;
    void blockLoaders[`../../../${screen.file}`]().then((loaded) => {
      loadedBlocks.set(screen.file, loaded);
      if (live) setBlocks(loaded);
    });
    return () => void (live = false);
  }, [screen.file]);
  return blocks;
}
