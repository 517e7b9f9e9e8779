/**
 * What changed between two versions of an acte's bundled schema (`bundleSchema`), keeping only
 * the changes that can make data saved under the old schema (a draft, a demande) invalid or lost
 * under the new one: a removed or renamed property, a field that became required, a tightened
 * rule, a narrowed list of values, a changed type. Adding an optional field or loosening a rule
 * is not reported. Pure: used by scripts/lintActeChanges.ts and its unit tests.
 *
 * The two schemas are walked side by side; `$ref`s are followed (a rule tightened in a shared
 * definition shows on every field that uses it) and conditional branches (`if/then/else`,
 * `allOf`, `anyOf`, `oneOf`) are paired. A rule that cannot be proven looser (a new `pattern`,
 * another `format`) counts as tightened: the author raises the version when in doubt.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };

export type SchemaChangeKind = 'supprime' | 'obligatoire' | 'regle' | 'valeurs' | 'type';

export interface SchemaChange {
  kind: SchemaChangeKind;
  /** JSON pointer in the schema (through `$ref`s, as the acte's file reads): where the change is. */
  pointer: string;
  /** JSON pointer of the field in the form data (`*` = every item of an array). */
  field: string;
  /** French, without the file: « la propriété « ville » a été supprimée ou renommée ». */
  message: string;
  /** The change applies only when a condition (if/then/else) holds. */
  conditional?: boolean;
  /** For a property that looks renamed or moved: the pointer of its likely new place (a `rename` or `move` step). */
  renamedTo?: string;
}

const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords that only describe (labels, messages, defaults): never breaking. */
const ANNOTATIONS = new Set([
  '$schema', '$id', '$comment', '$defs', 'definitions', 'title', 'description', 'errorMessage',
  'default', 'examples', 'readOnly', 'writeOnly', 'deprecated', 'contentMediaType', 'contentEncoding',
]);
/** A larger value is stricter. */
const LOWER_BOUNDS = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems', 'minProperties', 'minContains'];
/** A smaller value is stricter (maxCombinedNameLength: the portal's own keyword, scripts/build/ajvSetup.ts). */
const UPPER_BOUNDS = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems', 'maxProperties', 'maxContains', 'maxCombinedNameLength'];
/** Keywords compared by the walk itself. */
const WALKED = new Set([
  'type', 'enum', 'const', 'required', 'properties', 'items', 'additionalProperties', 'if', 'then', 'else',
  'allOf', 'anyOf', 'oneOf', '$ref', 'uniqueItems',
]);

const equal = (a: unknown, b: unknown): boolean => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!isObj(value)) return value;
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical(value[key])]));
}
const show = (value: unknown): string => (typeof value === 'string' ? `« ${value} »` : JSON.stringify(value));
const escape = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

interface Side {
  defs: Obj;
}

interface Added {
  parent: string;
  name: string;
  schema: Obj;
}

/** The rules of a schema without its labels and messages (for telling a renamed property). */
function withoutAnnotations(node: Json): Json {
  if (Array.isArray(node)) return node.map(withoutAnnotations);
  if (!isObj(node)) return node;
  return Object.fromEntries(Object.entries(node).filter(([key]) => !ANNOTATIONS.has(key)).map(([key, value]) => [key, withoutAnnotations(value)]));
}

class Walk {
  readonly changes: SchemaChange[] = [];
  private readonly activePairs = new Set<string>();
  /** Properties gone and properties new, by parent field: for guessing renames and moves. */
  private readonly removed: Array<Added & { change: SchemaChange }> = [];
  private readonly added: Added[] = [];

  constructor(
    private readonly before: Side,
    private readonly after: Side,
  ) {}

  /** A schema node with its `$ref` chain followed (siblings of `$ref` kept), `true` as `{}`. */
  private resolve(node: Json | undefined, side: Side, refs: string[] = []): { node: Obj; refs: string[] } {
    if (node === undefined || node === true) return { node: {}, refs };
    if (node === false) return { node: { not: {} }, refs };
    if (!isObj(node)) return { node: {}, refs };
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#/$defs/')) {
      const name = node.$ref.slice('#/$defs/'.length);
      if (refs.includes(name)) return { node: {}, refs };
      const { $ref: _ref, ...siblings } = node;
      const target = side.defs[name];
      return this.resolve({ ...(isObj(target) ? target : {}), ...siblings }, side, [...refs, name]);
    }
    return { node, refs };
  }

  private report(kind: SchemaChangeKind, pointer: string, field: string, message: string, conditional: boolean): void {
    const change: SchemaChange = { kind, pointer: pointer || '/', field: field || '/', message };
    if (conditional) Object.assign(change, { conditional, message: `${message} (sous condition)` });
    this.changes.push(change);
  }

  /**
   * Compares two nodes that describe the same data (`field`). `branch`: the node is a part of a
   * larger one (an `allOf` entry, a `then`…), whose properties were already checked for removal.
   */
  compare(rawBefore: Json | undefined, rawAfter: Json | undefined, pointer: string, field: string, opts: { branch?: boolean; conditional?: boolean } = {}): void {
    const b = this.resolve(rawBefore, this.before);
    const a = this.resolve(rawAfter, this.after);
    // A recursive definition: stop when the same pair of definitions is already being compared above.
    const pairKey = `${b.refs.join('>')}|${a.refs.join('>')}`;
    const viaRef = b.refs.length + a.refs.length > 0;
    if (viaRef && this.activePairs.has(pairKey)) return;
    if (viaRef) this.activePairs.add(pairKey);
    try {
      this.compareNodes(b.node, a.node, pointer, field, opts);
    } finally {
      if (viaRef) this.activePairs.delete(pairKey);
    }
  }

  private compareNodes(before: Obj, after: Obj, pointer: string, field: string, opts: { branch?: boolean; conditional?: boolean }): void {
    const conditional = opts.conditional ?? false;
    const label = field || '/';

    this.compareTypes(before, after, pointer, label, conditional);
    this.compareValues(before, after, pointer, label, conditional);
    this.compareRules(before, after, pointer, label, conditional);

    // Required fields.
    const wasRequired = new Set(Array.isArray(before.required) ? before.required : []);
    for (const name of Array.isArray(after.required) ? after.required : []) {
      if (typeof name === 'string' && !wasRequired.has(name) && !(field === '' && name === 'context')) {
        this.report('obligatoire', `${pointer}/required`, `${field}/${escape(name)}`, `le champ ${field}/${escape(name)} est devenu obligatoire`, conditional);
      }
    }

    if (!opts.branch) this.compareDeclaredProperties(before, after, pointer, field);
    const beforeProps = isObj(before.properties) ? before.properties : {};
    const afterProps = isObj(after.properties) ? after.properties : {};
    for (const name of Object.keys(afterProps)) {
      if (!(name in beforeProps)) continue; // new (optional unless required, reported above) or moved into this branch
      if (field === '' && name === 'context') continue; // put by the engine and the server, never saved
      this.compare(beforeProps[name], afterProps[name], `${pointer}/properties/${escape(name)}`, `${field}/${escape(name)}`, { conditional });
    }

    this.compareItems(before, after, pointer, field, conditional);
    if (isObj(before.additionalProperties) || isObj(after.additionalProperties)) {
      if (after.additionalProperties !== undefined && after.additionalProperties !== true) {
        this.compare(before.additionalProperties, after.additionalProperties, `${pointer}/additionalProperties`, `${field}/*`, { conditional });
      }
    } else if (after.additionalProperties === false && before.additionalProperties !== false) {
      this.report('regle', `${pointer}/additionalProperties`, label, `les propriétés non déclarées sont désormais refusées pour le champ ${label}`, conditional);
    }

    this.compareConditional(before, after, pointer, field, conditional);
    this.compareAllOf(before, after, pointer, field, conditional);
    for (const keyword of ['anyOf', 'oneOf'] as const) this.compareAlternatives(keyword, before, after, pointer, field, conditional);
  }

  private typesOf(node: Obj): string[] | null {
    if (typeof node.type === 'string') return [node.type];
    if (Array.isArray(node.type)) return node.type.filter((t): t is string => typeof t === 'string').sort();
    return null;
  }

  private compareTypes(before: Obj, after: Obj, pointer: string, label: string, conditional: boolean): void {
    const was = this.typesOf(before);
    const now = this.typesOf(after);
    if (!now) return;
    const accepted = (type: string) => now.includes(type) || (type === 'integer' && now.includes('number'));
    if (was && was.every(accepted)) return;
    const from = was ? was.join(' | ') : 'tout type';
    this.report('type', `${pointer}/type`, label, `le type du champ ${label} a changé : ${from} → ${now.join(' | ')}`, conditional);
  }

  /** The values a node allows when it lists them (enum, const, or oneOf/anyOf of consts), else null. */
  private valuesOf(node: Obj, side: Side): Json[] | null {
    if ('const' in node) return [node.const];
    if (Array.isArray(node.enum)) return node.enum;
    for (const keyword of ['oneOf', 'anyOf']) {
      const list = node[keyword];
      if (!Array.isArray(list) || list.length === 0) continue;
      const entries = list.map((entry) => this.resolve(entry, side).node);
      if (entries.every((entry) => 'const' in entry)) return entries.map((entry) => entry.const);
    }
    return null;
  }

  private compareValues(before: Obj, after: Obj, pointer: string, label: string, conditional: boolean): void {
    const now = this.valuesOf(after, this.after);
    if (!now) return;
    const was = this.valuesOf(before, this.before);
    const where = 'const' in after ? `${pointer}/const` : Array.isArray(after.enum) ? `${pointer}/enum` : `${pointer}/${Array.isArray(after.oneOf) ? 'oneOf' : 'anyOf'}`;
    if (!was) {
      this.report('valeurs', where, label, `le champ ${label} n'accepte plus que ${now.map(show).join(', ')}`, conditional);
      return;
    }
    const removed = was.filter((value) => !now.some((kept) => equal(kept, value)));
    if (removed.length === 0) return;
    const message = removed.length === 1 ? `la valeur ${show(removed[0])} n'est plus acceptée` : `les valeurs ${removed.map(show).join(', ')} ne sont plus acceptées`;
    this.report('valeurs', where, label, `${message} pour le champ ${label}`, conditional);
  }

  private compareRules(before: Obj, after: Obj, pointer: string, label: string, conditional: boolean): void {
    for (const [keyword, value] of Object.entries(after)) {
      if (ANNOTATIONS.has(keyword) || WALKED.has(keyword)) continue;
      const old = before[keyword];
      if (equal(old, value)) continue;
      const isBound = LOWER_BOUNDS.includes(keyword) || UPPER_BOUNDS.includes(keyword);
      if (isBound && typeof value === 'number' && typeof old === 'number') {
        const stricter = LOWER_BOUNDS.includes(keyword) ? value > old : value < old;
        if (!stricter) continue; // loosened
      }
      const what = old === undefined ? `règle ajoutée au champ ${label} : ${keyword} ${show(value)}` : `règle resserrée pour le champ ${label} : ${keyword} ${show(old)} → ${show(value)}`;
      this.report('regle', `${pointer}/${escape(keyword)}`, label, what, conditional);
    }
    if (after.uniqueItems === true && before.uniqueItems !== true) {
      this.report('regle', `${pointer}/uniqueItems`, label, `règle ajoutée au champ ${label} : uniqueItems`, conditional);
    }
  }

  /** A property declared anywhere in the old node (its branches included) but nowhere in the new one. */
  private compareDeclaredProperties(before: Obj, after: Obj, pointer: string, field: string): void {
    const was = this.declaredProperties(before, this.before, pointer);
    const now = this.declaredProperties(after, this.after, pointer);
    for (const [name, declared] of now) {
      if (!was.has(name)) this.added.push({ parent: field, name, schema: this.resolve(declared.schema, this.after).node });
    }
    for (const [name, declared] of was) {
      if (now.has(name) || (field === '' && name === 'context')) continue;
      const change: SchemaChange = {
        kind: 'supprime',
        pointer: declared.pointer,
        field: `${field}/${escape(name)}`,
        message: `la propriété « ${name} » (champ ${field}/${escape(name)}) a été supprimée ou renommée`,
      };
      this.removed.push({ parent: field, name, schema: this.resolve(declared.schema, this.before).node, change });
      this.changes.push(change);
    }
  }

  /** Property name → its first declaration (pointer, schema), in the node and its (nested) branches. */
  private declaredProperties(node: Obj, side: Side, pointer: string, out = new Map<string, { pointer: string; schema: Json }>(), depth = 0) {
    if (depth > 20) return out;
    if (isObj(node.properties)) {
      for (const [name, schema] of Object.entries(node.properties)) if (!out.has(name)) out.set(name, { pointer: `${pointer}/properties/${escape(name)}`, schema });
    }
    for (const keyword of ['then', 'else']) {
      if (node[keyword] !== undefined) this.declaredProperties(this.resolve(node[keyword], side).node, side, `${pointer}/${keyword}`, out, depth + 1);
    }
    for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
      const list = node[keyword];
      if (Array.isArray(list)) list.forEach((entry, index) => this.declaredProperties(this.resolve(entry, side).node, side, `${pointer}/${keyword}/${index}`, out, depth + 1));
    }
    return out;
  }

  /**
   * Guesses where a removed property went, for the migration step the lint suggests: the same
   * name under another object (a move), else, beside it, the one new property with the same rules
   * (or the only new one, of the same type).
   */
  guessNewPlaces(): void {
    const taken = new Set<string>();
    const target = (added: Added) => `${added.parent}/${escape(added.name)}`;
    const sameRules = (a: Obj, b: Obj) => equal(withoutAnnotations(a), withoutAnnotations(b));
    for (const removed of this.removed) {
      const free = this.added.filter((added) => !taken.has(target(added)));
      const beside = free.filter((added) => added.parent === removed.parent);
      const removedBeside = this.removed.filter((other) => other.parent === removed.parent);
      const guess =
        free.find((added) => added.name === removed.name && added.parent !== removed.parent) ??
        (beside.filter((added) => sameRules(added.schema, removed.schema)).length === 1
          ? beside.find((added) => sameRules(added.schema, removed.schema))
          : undefined) ??
        (beside.length === 1 && removedBeside.length === 1 && equal(this.typesOf(beside[0].schema), this.typesOf(removed.schema)) ? beside[0] : undefined);
      if (!guess) continue;
      taken.add(target(guess));
      removed.change.renamedTo = target(guess);
      removed.change.message +=
        guess.parent === removed.parent ? ` (en « ${guess.name} » ?)` : ` (déplacée en ${target(guess)} ?)`;
    }
  }

  private compareItems(before: Obj, after: Obj, pointer: string, field: string, conditional: boolean): void {
    if (after.items === undefined) return;
    if (Array.isArray(after.items)) {
      after.items.forEach((item, index) => {
        const old = Array.isArray(before.items) ? before.items[index] : before.items;
        this.compare(old, item, `${pointer}/items/${index}`, `${field}/${index}`, { conditional });
      });
      return;
    }
    const old = Array.isArray(before.items) ? undefined : before.items;
    this.compare(old, after.items, `${pointer}/items`, `${field}/*`, { conditional });
  }

  private compareConditional(before: Obj, after: Obj, pointer: string, field: string, conditional: boolean): void {
    if (after.if === undefined) return;
    if (before.if !== undefined && !equal(before.if, after.if)) {
      this.report('regle', `${pointer}/if`, field || '/', `la condition (if) a changé pour le champ ${field || '/'} : ses règles (then/else) s'appliquent désormais à d'autres saisies`, conditional);
    }
    const sameCondition = before.if !== undefined;
    for (const keyword of ['then', 'else'] as const) {
      if (after[keyword] === undefined) continue;
      this.compare(sameCondition ? before[keyword] : undefined, after[keyword], `${pointer}/${keyword}`, field, { branch: true, conditional: true });
    }
  }

  /** Pairs the entries of two lists: identical first, then same `if`, then by position. */
  private pair(before: Json[], after: Json[]): Array<[number | undefined, number]> {
    const free = new Set(before.map((_, index) => index));
    const pairs = new Map<number, number>();
    const take = (test: (oldIndex: number, index: number) => boolean) => {
      after.forEach((_, index) => {
        if (pairs.has(index)) return;
        const match = [...free].find((oldIndex) => test(oldIndex, index));
        if (match === undefined) return;
        pairs.set(index, match);
        free.delete(match);
      });
    };
    take((oldIndex, index) => equal(before[oldIndex], after[index]));
    take((oldIndex, index) => {
      const old = before[oldIndex];
      const now = after[index];
      return isObj(old) && isObj(now) && old.if !== undefined && equal(old.if, now.if);
    });
    take((oldIndex, index) => oldIndex === index);
    return after.map((_, index) => [pairs.get(index), index]);
  }

  private compareAllOf(before: Obj, after: Obj, pointer: string, field: string, conditional: boolean): void {
    if (!Array.isArray(after.allOf)) return;
    const old = Array.isArray(before.allOf) ? before.allOf : [];
    for (const [oldIndex, index] of this.pair(old, after.allOf)) {
      // A new entry is compared with the empty schema: everything it demands is new.
      this.compare(oldIndex === undefined ? undefined : old[oldIndex], after.allOf[index], `${pointer}/allOf/${index}`, field, { branch: true, conditional });
    }
  }

  private compareAlternatives(keyword: 'anyOf' | 'oneOf', before: Obj, after: Obj, pointer: string, field: string, conditional: boolean): void {
    if (this.valuesOf(after, this.after) && !('const' in after) && !Array.isArray(after.enum)) return; // a list of values: compared as such
    const now = Array.isArray(after[keyword]) ? (after[keyword] as Json[]) : [];
    const old = Array.isArray(before[keyword]) ? (before[keyword] as Json[]) : [];
    if (now.length === 0) return;
    const pairs = this.pair(old, now);
    const kept = new Set(pairs.map(([oldIndex]) => oldIndex));
    if (old.length === 0) {
      this.report('regle', `${pointer}/${keyword}`, field || '/', `règle ajoutée au champ ${field || '/'} : ${keyword} (une des formes listées)`, conditional);
    } else if (old.some((_, index) => !kept.has(index))) {
      this.report('regle', `${pointer}/${keyword}`, field || '/', `une des possibilités de ${keyword} a été retirée pour le champ ${field || '/'}`, conditional);
    }
    for (const [oldIndex, index] of pairs) {
      if (oldIndex === undefined) continue; // a new alternative accepts more
      this.compare(old[oldIndex], now[index], `${pointer}/${keyword}/${index}`, field, { branch: true, conditional });
    }
  }
}

/** The breaking changes from `before` to `after` (both bundled schemas of one acte). */
export function breakingSchemaChanges(before: Json, after: Json): SchemaChange[] {
  const defsOf = (schema: Json): Obj => (isObj(schema) && isObj(schema.$defs) ? schema.$defs : {});
  const walk = new Walk({ defs: defsOf(before) }, { defs: defsOf(after) });
  walk.compare(before, after, '', '');
  walk.guessNewPlaces();
  return walk.changes;
}
