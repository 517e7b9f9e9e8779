/**
 * Rewrites screen and acte files from the old syntaxes of the file language to the one language
 * (src/language/language.schema.json), keeping each file's layout: only the changed spans move.
 *
 *   npx tsx scripts/migrateFileLanguage.ts          rewrites the files, lists what changed
 *   npx tsx scripts/migrateFileLanguage.ts --dry    lists only
 *
 * | old                                                     | new                                                        |
 * |---------------------------------------------------------|------------------------------------------------------------|
 * | screen `"guards": { "roles": [...], … }`                | `"access": <condition>` (see guardCondition)               |
 * | manifest `"roles"`, `"contractStates"`, `"features"`    | manifest `"access": <condition>`                           |
 * | `{ "$data": "email" }` (screens, UI schemas)            | `{ "$form": "email" }` (`$data` is Ajv's, in .schema.json) |
 * | `{$item.id}`, `{$data.email}` in texts                  | `{item.id}`, `{form.email}` (the one placeholder syntax)   |
 * | `{ "feature": "a,b" }`                                  | `{ "any": [{ "feature": "a" }, { "feature": "b" }] }`      |
 * | help block `"feature": "x"`                             | `"when": { "feature": "x" }`                               |
 * | migrations' JSON Pointers `"/etablissement/nom"`        | dotted paths `"etablissement.nom"`                         |
 *
 * Running it twice changes nothing. `npm run check` refuses the old syntaxes (scripts/checkFileLanguage.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from './checkCache';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Compact JSON on one line, with the spaces the files use (`{ "a": [1, 2] }`). */
export function inline(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${inline(item)}`).join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}

const allOf = (parts: Json[]): Json => (parts.length === 1 ? parts[0] : { all: parts });

/** A screen's old guards as one condition, its parts in the order the guards were tried. */
export function guardCondition(guards: Record<string, Json>): Json {
  const parts: Json[] = [];
  if (guards.anonymousOnly) parts.push({ value: { $user: 'roles' }, exists: false });
  if (guards.blockOnExternalProvider) parts.push({ value: { $client: 'oidcExternalProvider' }, truthy: false });
  if (guards.devOnly) parts.push({ value: { $app: 'production' }, truthy: false });
  if (Array.isArray(guards.roles) && guards.roles.length) parts.push({ value: { $user: 'roles' }, in: guards.roles });
  const access = guards.access as { key?: string; redirect?: string } | undefined;
  if (access?.key) {
    if (access.redirect) throw new Error(`guards.access.redirect (« ${access.redirect} ») n'a pas d'équivalent : un écran refusé mène à l'accueil`);
    parts.push(featureCondition(access.key));
  }
  return allOf(parts);
}

/** A manifest's old gates as one condition: roles, then contract states, then features. */
export function manifestCondition(manifest: Record<string, Json>): Json {
  const parts: Json[] = [];
  if (Array.isArray(manifest.roles)) parts.push({ value: { $user: 'roles' }, in: manifest.roles });
  if (Array.isArray(manifest.contractStates)) parts.push({ value: { $contrat: 'etat' }, in: manifest.contractStates });
  if (Array.isArray(manifest.features)) parts.push(...manifest.features.map((key) => ({ feature: key as string })));
  return allOf(parts);
}

/** A feature key, or a comma list of them (any one visible). */
function featureCondition(keys: string): Json {
  const list = keys.split(',').map((key) => key.trim()).filter(Boolean);
  return list.length === 1 ? { feature: list[0] } : { any: list.map((key) => ({ feature: key })) };
}

const SOURCES = 'query|param|user|contrat|item|read|config|data|response|check';
const TEXT_REFERENCE = new RegExp(`\\{\\$(${SOURCES})\\.`, 'g');

/** Text references and `$data` value references (screens and UI schemas). */
export function migrateValues(text: string): string {
  return text
    .replace(TEXT_REFERENCE, (_, source: string) => `{${source === 'data' ? 'form' : source}.`)
    .replace(/"\$data"(\s*:\s*")/g, '"$form"$1')
    .replace(/\{\s*"feature"\s*:\s*"([^"]*,[^"]*)"\s*\}/g, (_, keys: string) => inline(featureCondition(keys)));
}

/** Where the JSON value that starts at `from` ends (exclusive): brackets counted, strings skipped. */
function valueEnd(text: string, from: number): number {
  let depth = 0;
  for (let index = from; index < text.length; index++) {
    const char = text[index];
    if (char === '"') {
      for (index++; text[index] !== '"'; index++) if (text[index] === '\\') index++;
      if (depth === 0) return index + 1;
    } else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      if (--depth === 0) return index + 1;
    } else if (depth === 0 && /[,\n}]/.test(char)) return index;
  }
  return text.length;
}

/** The span of a top-level key of an object file (`"key": value`, with its line's indentation and comma). */
function keySpan(text: string, key: string): { start: number; end: number; indent: string } | null {
  const match = new RegExp(`\\n( +)"${key}"\\s*:\\s*`).exec(text);
  if (!match || match[1].length !== 2) return null;
  const end = valueEnd(text, match.index + match[0].length);
  return { start: match.index + 1, end, indent: match[1] };
}

/** Replaces a top-level key and its value by `replacement` (a whole `"key": value`), or removes it with its line. */
function replaceKey(text: string, key: string, replacement: string | null): string {
  const span = keySpan(text, key);
  if (!span) return text;
  if (replacement !== null) return text.slice(0, span.start) + span.indent + replacement + text.slice(span.end);
  // Removed: its line goes, and the comma before it when it was the last key.
  let end = span.end;
  const after = /^\s*,/.exec(text.slice(end));
  if (after) return text.slice(0, span.start) + text.slice(end + after[0].length).replace(/^[^\S\n]*\n/, '');
  const before = text.slice(0, span.start).replace(/,\s*$/, '\n');
  end = span.end;
  return before + text.slice(end).replace(/^\s*\n/, '');
}

/** A screen file: guards → access, help blocks' feature → when, then values. */
export function migrateScreen(text: string): string {
  const screen = JSON.parse(text) as Record<string, Json>;
  let out = text;
  if (screen.guards && typeof screen.guards === 'object') {
    out = replaceKey(out, 'guards', `"access": ${inline(guardCondition(screen.guards as Record<string, Json>))}`);
  }
  out = out.replace(/(\{\s*"type"\s*:\s*"help"\s*,\s*)"feature"\s*:\s*"([^"]+)"/g, (_, head: string, key: string) => `${head}"when": ${inline(featureCondition(key))}`);
  return migrateValues(out);
}

/** An acte manifest: roles, contractStates and features become one `access` where `roles` was. */
export function migrateManifest(text: string): string {
  const manifest = JSON.parse(text) as Record<string, Json>;
  if (!('roles' in manifest) && !('contractStates' in manifest) && !('features' in manifest)) return text;
  const access = `"access": ${inline(manifestCondition(manifest))}`;
  const [first, ...others] = ['roles', 'contractStates', 'features'].filter((key) => key in manifest);
  let out = replaceKey(text, first, access);
  for (const key of others) out = replaceKey(out, key, null);
  return out;
}

/** A JSON Pointer ('/a/b~1c') as the language's dotted path ('a.b/c'). */
export function dottedPath(pointer: string): string {
  return pointer.slice(1).split('/').map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~')).join('.');
}

/** An acte's migrations file: every `from`, `to` and `path` of its operations, from JSON Pointer to dotted path. */
export function migrateMigrations(text: string): string {
  return text.replace(/("(?:from|to|path)"\s*:\s*)"(\/[^"]*)"/g, (_, head: string, pointer: string) => `${head}${JSON.stringify(dottedPath(pointer))}`);
}

function migrateAll(root: string, dry: boolean): string[] {
  const changed: string[] = [];
  const files = [
    ...filesUnder(path.join(root, 'screens'), (name) => name.endsWith('.screen.json')).map((file) => [file, migrateScreen] as const),
    ...filesUnder(path.join(root, 'schemas'), (name) => name.endsWith('.ui.json')).map((file) => [file, migrateValues] as const),
    ...filesUnder(path.join(root, 'schemas'), (name) => name.endsWith('.acte.json')).map((file) => [file, migrateManifest] as const),
    ...filesUnder(path.join(root, 'schemas'), (name) => name.endsWith('.migrations.json')).map((file) => [file, migrateMigrations] as const),
  ];
  for (const [file, migrate] of files) {
    const before = fs.readFileSync(file, 'utf8');
    let after: string;
    try {
      after = migrate(before);
    } catch (error) {
      throw new Error(`${path.relative(root, file)} : ${(error as Error).message}`, { cause: error });
    }
    if (after === before) continue;
    changed.push(path.relative(root, file));
    if (!dry) fs.writeFileSync(file, after);
  }
  return changed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dry = process.argv.includes('--dry');
  const changed = migrateAll(process.cwd(), dry);
  console.log(`${changed.length} fichier(s) ${dry ? 'à migrer' : 'migré(s)'}${changed.length ? ' :\n  ' + changed.join('\n  ') : ''}`);
}
