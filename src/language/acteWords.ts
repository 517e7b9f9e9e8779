import { acteWordTexts as T } from '../i18n/acteWords';

/**
 * The words of an acte: the texts a member reads on its form and its recap (labels, descriptions,
 * help texts, choices' labels, steps' titles, the acte's name and its acknowledgement sentence),
 * which staff may reword per client. A word is named by a JSON pointer into the acte's three files
 * seen as one document `{ schema, ui, manifest }` (`/ui/montant/ui:title`, `/schema/properties/x/title`,
 * `/manifest/accuse`). Only a pointer that `acteWordsOf` lists is a word: a field, a type, a rule,
 * a link or a guard is never one, so a rewording never changes what the form asks or where it goes.
 *
 * The schema itself is never changed for the form (its validator is precompiled against it): a
 * schema word is drawn through the UI schema (`ui:title`, `ui:description`, `ui:enumNames`, a
 * choice's `ui:title`), where the form and the recap read it first.
 */
type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface ActeWordFiles {
  schema: Obj;
  ui: Obj;
  manifest: Obj;
}

/** A client's rewording of an acte: pointer → text. */
export type ActeWords = Readonly<Record<string, string>>;

export interface ActeWord {
  pointer: string;
  /** What the word is, in French, naming its field (« le libellé du champ « montant » »). */
  nom: string;
  original: string;
}

const escapeKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const pointerOf = (keys: readonly string[]) => `/${keys.map(escapeKey).join('/')}`;

/** A field's place in the UI schema, from its keys in the schema (properties/x/items → x/items). */
function fieldPath(schemaKeys: readonly string[]): string[] {
  const path: string[] = [];
  for (let i = 0; i < schemaKeys.length; i++) {
    if (schemaKeys[i] === 'properties') path.push(schemaKeys[++i]);
    else if (schemaKeys[i] === 'items') path.push('items');
  }
  return path;
}

const fieldName = (path: readonly string[]) => path.filter((key) => key !== 'items').join('.') || '—';

/** The schema node of a field, from its place in the UI schema (x/items/y → properties/x/items/properties/y). */
function schemaAt(schema: Obj, path: readonly string[]): Obj {
  let node: unknown = schema;
  for (const key of path) node = isObj(node) ? (key === 'items' ? node.items : isObj(node.properties) ? node.properties[key] : undefined) : undefined;
  return isObj(node) ? node : {};
}

/**
 * How staff know a field: the label the member reads in the files (the UI schema's, else the schema's),
 * the technical name only for a field without one.
 */
function fieldLabel(schema: Obj, ui: Obj, path: readonly string[]): string {
  const label = childAt(ui, path)['ui:title'] ?? schemaAt(schema, path).title;
  return typeof label === 'string' && label.trim() !== '' ? label : fieldName(path);
}

const childAt = (node: unknown, path: readonly string[]): Obj => {
  let current: unknown = node;
  for (const key of path) current = typeof current === 'object' && current !== null ? (current as Obj)[key] : undefined;
  return typeof current === 'object' && current !== null ? (current as Obj) : {};
};

interface Found {
  keys: string[];
  /** Where the word goes in the UI schema (the same keys for a UI word). */
  uiKeys: string[];
  nom: string;
  original: string;
}

/** The schema's words the form shows: a field's title and description, its choices' labels, unless the UI schema words them itself. */
function schemaWords(schema: Obj, ui: Obj): Found[] {
  const found: Found[] = [];
  const visit = (node: Obj, keys: string[]) => {
    const path = fieldPath(keys);
    const fieldUi = childAt(ui, path);
    const name = fieldLabel(schema, ui, path);
    for (const [key, uiKey, kind] of [['title', 'ui:title', T.kinds.title], ['description', 'ui:description', T.kinds.description]] as const) {
      if (keys.length > 0 && typeof node[key] === 'string' && typeof fieldUi[uiKey] !== 'string') {
        found.push({ keys: [...keys, key], uiKeys: [...path, uiKey], nom: T.ofField(kind, name), original: node[key] as string });
      }
    }
    if (Array.isArray(node.enumNames) && !Array.isArray(fieldUi['ui:enumNames'])) {
      node.enumNames.forEach((word, i) => {
        if (typeof word === 'string') found.push({ keys: [...keys, 'enumNames', String(i)], uiKeys: [...path, 'ui:enumNames', String(i)], nom: T.ofChoice(T.kinds.choice, i + 1, name), original: word });
      });
    }
    for (const alt of ['oneOf', 'anyOf'] as const) {
      const choices = node[alt];
      if (!Array.isArray(choices)) continue;
      choices.forEach((choice, i) => {
        if (isObj(choice) && typeof choice.title === 'string' && 'const' in choice) {
          found.push({ keys: [...keys, alt, String(i), 'title'], uiKeys: [...path, alt, String(i), 'ui:title'], nom: T.ofChoice(T.kinds.choice, i + 1, name), original: choice.title });
        }
      });
    }
    if (isObj(node.properties)) for (const [name, child] of Object.entries(node.properties)) if (isObj(child) && name !== 'context') visit(child, [...keys, 'properties', name]);
    if (isObj(node.items)) visit(node.items, [...keys, 'items']);
  };
  visit(schema, []);
  return found;
}

const UI_WORDS: ReadonlyArray<readonly [string, string]> = [
  ['ui:title', T.kinds.title],
  ['ui:description', T.kinds.description],
  ['ui:help', T.kinds.help],
  ['ui:placeholder', T.kinds.placeholder],
];

/** The UI schema's words: per field its title, description, help, placeholder, choices' labels; the steps' titles. */
function uiWords(ui: Obj, schema: Obj): Found[] {
  const found: Found[] = [];
  const visit = (node: Obj, path: string[]) => {
    const name = fieldLabel(schema, ui, path);
    for (const [key, kind] of UI_WORDS) {
      if (typeof node[key] === 'string') found.push({ keys: [...path, key], uiKeys: [...path, key], nom: path.length ? T.ofField(kind, name) : `${kind} du formulaire`, original: node[key] as string });
    }
    if (Array.isArray(node['ui:enumNames'])) {
      node['ui:enumNames'].forEach((word, i) => {
        if (typeof word === 'string') found.push({ keys: [...path, 'ui:enumNames', String(i)], uiKeys: [...path, 'ui:enumNames', String(i)], nom: T.ofChoice(T.kinds.choice, i + 1, name), original: word });
      });
    }
    const options = node['ui:options'];
    if (isObj(options) && Array.isArray(options.items)) {
      options.items.forEach((item, i) => {
        if (isObj(item) && typeof item.libelle === 'string') {
          const keys = [...path, 'ui:options', 'items', String(i), 'libelle'];
          found.push({ keys, uiKeys: keys, nom: T.ofChoice(T.kinds.choice, i + 1, name), original: item.libelle });
        }
      });
    }
    if (Array.isArray(node['ui:steps'])) {
      node['ui:steps'].forEach((step, i) => {
        if (isObj(step) && typeof step.title === 'string') found.push({ keys: [...path, 'ui:steps', String(i), 'title'], uiKeys: [...path, 'ui:steps', String(i), 'title'], nom: `${T.kinds.step} n° ${i + 1}`, original: step.title });
      });
    }
    // Fields (and an array's `items`) hold words; `ui:` keys hold options, conditions and layout.
    for (const [key, child] of Object.entries(node)) if (!key.startsWith('ui:') && isObj(child)) visit(child, [...path, key]);
  };
  visit(ui, []);
  return found;
}

function manifestWords(manifest: Obj): Found[] {
  return (['libelle', 'accuse'] as const).flatMap((key) =>
    typeof manifest[key] === 'string' ? [{ keys: [key], uiKeys: [], nom: T.kinds[key], original: manifest[key] as string }] : [],
  );
}

function found(files: ActeWordFiles): Array<Found & { pointer: string; part: 'schema' | 'ui' | 'manifest' }> {
  return [
    ...schemaWords(files.schema, files.ui).map((word) => ({ ...word, part: 'schema' as const, pointer: pointerOf(['schema', ...word.keys]) })),
    ...uiWords(files.ui, files.schema).map((word) => ({ ...word, part: 'ui' as const, pointer: pointerOf(['ui', ...word.keys]) })),
    ...manifestWords(files.manifest).map((word) => ({ ...word, part: 'manifest' as const, pointer: pointerOf(['manifest', ...word.keys]) })),
  ];
}

/** Every word of the acte, in the order of its files, with its French name and its text in the files. */
export function acteWordsOf(files: ActeWordFiles): ActeWord[] {
  return found(files).map(({ pointer, nom, original }) => ({ pointer, nom, original }));
}

/**
 * The acte with the client's words in place: the UI schema the form draws (schema untouched), a schema
 * copy for the recap, the manifest. Only the objects on a word's path are copied (a loaded UI schema
 * may hold components, which a deep clone would refuse).
 */
export function withActeWords(files: ActeWordFiles, words: ActeWords | undefined): ActeWordFiles {
  if (!words || Object.keys(words).length === 0) return files;
  let { schema, ui, manifest } = files;
  for (const word of found(files)) {
    const text = words[word.pointer];
    if (typeof text !== 'string') continue;
    if (word.part === 'manifest') manifest = setAt(manifest, word.keys, text);
    else {
      if (word.part === 'schema') schema = setAt(schema, word.keys, text);
      const enumAt = word.uiKeys.indexOf('ui:enumNames');
      // A schema's choice label reworded: the UI schema takes the whole list, from the schema's.
      if (word.part === 'schema' && enumAt >= 0 && !Array.isArray(childAt(ui, word.uiKeys.slice(0, enumAt))['ui:enumNames'])) {
        ui = setAt(ui, word.uiKeys.slice(0, enumAt + 1), [...(childAt(files.schema, word.keys.slice(0, -2)).enumNames as unknown[])]);
      }
      ui = setAt(ui, word.uiKeys, text);
    }
  }
  return { schema, ui, manifest };
}

/** A copy of `node` with `value` at `keys`, the objects on the way copied (made where missing: a list before an index). */
function setAt<T>(node: T, keys: readonly string[], value: unknown): T {
  if (keys.length === 0) return value as T;
  const [key, ...rest] = keys;
  const current = typeof node === 'object' && node !== null ? node : /^\d+$/.test(key) ? [] : {};
  const copy = (Array.isArray(current) ? [...current] : { ...current }) as Record<string, unknown>;
  copy[key] = setAt(copy[key], rest, value);
  return copy as T;
}
