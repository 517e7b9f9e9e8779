import fs from 'node:fs';
import path from 'node:path';
import { ACTES_ROOT } from './manifests';

/**
 * The reads a member's form of an acte declares (the `reads` of its screen's form block), by
 * name: where the choices it offers come from (`"items": { "$read": "motifs" }` in the UI schema).
 * Read once from the screen files, which ship with the server.
 */
const SCREENS_ROOT = path.join(ACTES_ROOT, '../../screens/member');

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

let byActe: Map<string, Record<string, string>> | undefined;

function screenFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return screenFiles(full);
    return entry.name.endsWith('.screen.json') ? [full] : [];
  });
}

function* objectsOf(node: unknown): Generator<Obj> {
  if (Array.isArray(node)) for (const item of node) yield* objectsOf(item);
  else if (isObj(node)) {
    yield node;
    for (const value of Object.values(node)) yield* objectsOf(value);
  }
}

function readAll(): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  for (const file of fs.existsSync(SCREENS_ROOT) ? screenFiles(SCREENS_ROOT) : []) {
    for (const node of objectsOf(JSON.parse(fs.readFileSync(file, 'utf8')))) {
      if (node.type !== 'form' || typeof node.acte !== 'string' || !isObj(node.reads)) continue;
      const reads = out.get(node.acte) ?? {};
      for (const [name, read] of Object.entries(node.reads)) if (isObj(read) && typeof read.resource === 'string') reads[name] ??= read.resource;
      out.set(node.acte, reads);
    }
  }
  return out;
}

/** The resource the member's form of `acte` reads under `name`, or null. */
export function formReadResource(acte: string, name: string): string | null {
  byActe ??= readAll();
  return byActe.get(acte)?.[name] ?? null;
}
