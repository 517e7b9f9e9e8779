/**
 * Duplicate keys' part of `npm run check`: JSON.parse keeps the last of two equal keys of an object
 * without a word, so an author who writes « "ui:title" » twice sees one of them silently ignored.
 * Every acte file and common schema is refused with the line of the repeated key.
 */
import fs from 'node:fs';
import path from 'node:path';

import { parseTree, type Node } from 'jsonc-parser';

import { ACTES_DIR } from './build/generate';
import { contentsOf, filesUnder, unlessPassed } from './checkCache';
import { pointerSegment } from './problemLocation';

/** « clé « … » en double » problems of one file, each on the line of the repeated key. */
export function duplicateKeyProblems(root: string, file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const tree = parseTree(text, [], { disallowComments: true });
  if (!tree) return [];
  const lines = (offset: number) => text.slice(0, offset).split('\n').length;
  const problems: string[] = [];
  // Placed by offset, not by pointer: a pointer would lead to the first of the equal keys.
  const walk = (node: Node | undefined, pointer: string): void => {
    if (!node) return;
    if (node.type === 'array') node.children?.forEach((child, index) => walk(child, `${pointer}/${index}`));
    if (node.type !== 'object') return;
    const seen = new Set<string>();
    for (const property of node.children ?? []) {
      const key = String(property.children?.[0]?.value);
      const here = `${pointer}/${pointerSegment(key)}`;
      if (seen.has(key)) {
        problems.push(`${path.relative(root, file)} ligne ${lines(property.offset)} ${here} : clé « ${key} » en double dans le même objet (JSON n'en garderait que la dernière)`);
      }
      seen.add(key);
      walk(property.children?.[1], here);
    }
  };
  walk(tree, '');
  return problems;
}

/** Every acte file and common schema, checked for duplicate keys (remembered once they pass). */
export function checkDuplicateKeys(root: string): string[] {
  const files = [...filesUnder(path.join(root, ACTES_DIR), (name) => name.endsWith('.json')), ...filesUnder(path.join(root, 'schemas/common'), (name) => name.endsWith('.json'))];
  return unlessPassed('json-keys', contentsOf(root, files), () => files.flatMap((file) => duplicateKeyProblems(root, file)));
}
