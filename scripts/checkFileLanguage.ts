/**
 * The old syntaxes of the file language, refused by `npm run check` with the new one named (in
 * French, for product owners): `scripts/migrateFileLanguage.ts` rewrites existing files. Also the
 * options a condition compares the user's roles and the contract's state with must exist.
 */
import { MEMBER_ROLES, STAFF_ROLES } from '../src/language/roles';
import { DEMANDE_STATUTS } from '../src/domain/demandeStatut';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export interface LanguageProblem {
  pointer: string;
  message: string;
}

const MIGRATE = ' (npx tsx scripts/migrateFileLanguage.ts réécrit les fichiers)';
const CONTRACT_STATES = ['eninstance', 'valide', 'resilie', 'suspendu'];
const TEXT_REFERENCE = /\{\$(\w+)\.([A-Za-z0-9_.]+)\}/;

const isObject = (value: unknown): value is { [key: string]: Json } => typeof value === 'object' && value !== null && !Array.isArray(value);
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every node of a JSON tree with its JSON Pointer. */
function* nodesOf(node: Json, pointer = ''): Generator<[Json, string]> {
  yield [node, pointer];
  if (Array.isArray(node)) for (const [index, item] of node.entries()) yield* nodesOf(item, `${pointer}/${index}`);
  else if (isObject(node)) for (const [key, value] of Object.entries(node)) yield* nodesOf(value, `${pointer}/${escape(key)}`);
}

/** In screens and UI schemas: `$data` value references, `{$x.y}` in texts, comma lists of features, role and state options. */
export function oldValueSyntax(file: Json): LanguageProblem[] {
  const problems: LanguageProblem[] = [];
  for (const [node, pointer] of nodesOf(file)) {
    if (typeof node === 'string') {
      const match = TEXT_REFERENCE.exec(node);
      if (match) {
        const source = match[1] === 'data' ? 'form' : match[1];
        problems.push({ pointer, message: `« {$${match[1]}.${match[2]}} » est l'ancienne écriture : dans un texte, écrivez « {${source}.${match[2]}} »${MIGRATE}` });
      }
      continue;
    }
    if (!isObject(node)) continue;
    if (typeof node.$data === 'string' && Object.keys(node).length === 1) {
      problems.push({ pointer, message: `{ "$data": "${node.$data}" } n'existe plus : les données du formulaire s'écrivent { "$form": "${node.$data}" } ($data est réservé aux schémas JSON)${MIGRATE}` });
    }
    if (typeof node.feature === 'string' && node.feature.includes(',')) {
      problems.push({ pointer: `${pointer}/feature`, message: `une liste de fonctionnalités séparées par des virgules n'existe plus : écrivez { "any": [{ "feature": "a" }, { "feature": "b" }] }${MIGRATE}` });
    }
    if (isObject(node.value) && Array.isArray(node.in)) {
      const [known, what] = node.value.$user === 'roles' ? [[...MEMBER_ROLES, ...STAFF_ROLES] as string[], 'rôle'] : node.value.$contrat === 'etat' ? [CONTRACT_STATES, 'état de contrat'] : [null, ''];
      for (const [index, option] of node.in.entries()) {
        if (known && !known.includes(option as string)) problems.push({ pointer: `${pointer}/in/${index}`, message: `« ${String(option)} » n'est pas un ${what} connu (${known.join(', ')})` });
      }
    }
  }
  return problems;
}

/** A screen file: `guards` became `access`, a help block's `feature` became its `when`. */
export function oldScreenSyntax(screen: Json): LanguageProblem[] {
  const problems = oldValueSyntax(screen);
  if (isObject(screen) && 'guards' in screen) {
    problems.push({
      pointer: '/guards',
      message: `« guards » n'existe plus : l'accès à l'écran est une condition, « access » (rôles : { "value": { "$user": "roles" }, "in": [...] } ; visiteur anonyme : { "value": { "$user": "roles" }, "exists": false } ; fonctionnalité : { "feature": "clé" })${MIGRATE}`,
    });
  }
  for (const [node, pointer] of nodesOf(screen)) {
    if (isObject(node) && node.type === 'help' && typeof node.feature === 'string') {
      problems.push({ pointer: `${pointer}/feature`, message: `le bloc « help » n'a plus de « feature » : écrivez "when": { "feature": "${node.feature}" }${MIGRATE}` });
    }
    if (isObject(node) && isObject(node.labels) && namesDemandeStatuts(Object.keys(node.labels))) {
      problems.push({ pointer: `${pointer}/labels`, message: `les libellés des statuts de demande ne s'écrivent pas dans un écran : écrivez "format": "statut-demande" (les libellés de tous les lecteurs d'une demande)` });
    }
    if (isObject(node) && Array.isArray(node.enum) && namesDemandeStatuts(node.enum)) {
      problems.push({ pointer: `${pointer}/enum`, message: `les statuts de demande ne s'énumèrent pas dans un écran : écrivez "format": "statut-demande" (les statuts et leurs libellés de tous les lecteurs d'une demande)` });
    }
  }
  return problems;
}

/** A list that names two or more demande statuses: a hand-written copy of their labels or choices. */
const namesDemandeStatuts = (values: Json[]): boolean => values.filter((value) => (DEMANDE_STATUTS as readonly Json[]).includes(value)).length >= 2;

/** An acte manifest: `roles`, `contractStates` and `features` became one `access` condition. */
export function oldManifestSyntax(manifest: Json): LanguageProblem[] {
  const problems = oldValueSyntax(manifest);
  if (!isObject(manifest)) return problems;
  const examples: Record<string, string> = {
    roles: '{ "value": { "$user": "roles" }, "in": [...] }',
    contractStates: '{ "value": { "$contrat": "etat" }, "in": [...] }',
    features: '{ "feature": "clé" }',
  };
  for (const key of Object.keys(examples)) {
    if (key in manifest) problems.push({ pointer: `/${key}`, message: `« ${key} » n'existe plus : qui peut envoyer l'acte se dit dans sa condition « access », par exemple ${examples[key]}${MIGRATE}` });
  }
  return problems;
}
