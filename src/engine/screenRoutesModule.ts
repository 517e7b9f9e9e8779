import fs from 'node:fs';
import path from 'node:path';

/**
 * The routes of the screens behind a login (every screens/ folder but public/), written by
 * `npm run gen` into src/generated/screenRoutes.ts. The landing page carries this small map; each
 * of those screen files loads on its first visit (src/engine/registries/screens.ts), so member and
 * admin screens added do not weigh on the landing page (budget: landing JS ≤ 120 KB gzip).
 */
export const SCREEN_ROUTES = 'src/generated/screenRoutes.ts';

function screenFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return screenFiles(full);
      return entry.name.endsWith('.screen.json') ? [full] : [];
    });
}

export function screenRoutesModule(root: string, header: string): string {
  const screensDir = path.join(root, 'screens');
  const routes: Record<string, string> = {};
  for (const file of screenFiles(screensDir).sort()) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (relative.startsWith('screens/public/')) continue;
    routes[relative] = (JSON.parse(fs.readFileSync(file, 'utf8')) as { route: string }).route;
  }
  return `${header}/** Route of each screen file behind a login, by file (the file itself loads on its first visit). */\nexport const LOGGED_IN_SCREEN_ROUTES: Record<string, string> = ${JSON.stringify(routes, null, 2).replace(/"/g, "'")};\n`;
}
