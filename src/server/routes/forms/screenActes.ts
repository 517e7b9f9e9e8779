import fs from 'node:fs';
import path from 'node:path';

const GENERIC_ENDPOINT = /^\/?(?:api\/)?forms\/([a-z0-9-]+)\/form$/;

function screenFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return screenFiles(full);
    return entry.name.endsWith('.screen.json') ? [full] : [];
  });
}

/** The actes whose form block, in some screen file, submits to `forms/<acte>/form`. */
export function actesPostedToGenericRoute(screensDir = path.resolve(import.meta.dirname, '../../../../screens')): Set<string> {
  const actes = new Set<string>();
  for (const file of screenFiles(screensDir)) {
    const screen = JSON.parse(fs.readFileSync(file, 'utf8')) as { blocks?: { type?: string; acte?: string; submit?: { endpoint?: string } }[] };
    for (const block of screen.blocks ?? []) {
      const match = block.type === 'form' ? GENERIC_ENDPOINT.exec(block.submit?.endpoint ?? '') : null;
      if (match && match[1] === block.acte) actes.add(block.acte);
    }
  }
  return actes;
}
