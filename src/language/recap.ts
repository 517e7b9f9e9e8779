import { formatValue, type ValueFormat } from './formatValue';
import { visibleSteps, type FormStepDef } from './steps';
import type { ConditionScope } from './conditions';
import { declaredPropertyNames } from './validation/stripUndeclared';
import { maskIban } from '../domain/iban';
import { formStepTexts as T } from '../i18n/formSteps';

/**
 * The one recap model of a filed (or about to be filed) acte: what the form's recap step, the back
 * office's read-only view and the PDF all draw, so that the three say the same thing.
 *
 * Sections follow the form: one per `ui:steps` step whose condition holds (the recap step left out),
 * else one « Informations saisies » section. In each, the fields the member saw, in the form's
 * order, with the label they read (`ui:title`, else the schema's `title`, else the name) and the
 * value as they read it: a listed code by its label, a reference code (a beneficiary) by the label
 * the caller knows for it, a date as JJ/MM/AAAA, an amount (`"ui:options": { "format": "montant" }`)
 * in euros, Oui / Non, the names of the files sent, an IBAN masked. A nested object or a list of
 * objects is a group of its own. A field declared under `if`/`then`/`else` or `dependencies` counts
 * only when its condition holds for the data. Never the context, a hidden field, a password or an
 * empty value. Data a migration left that the current form no longer declares closes the recap in
 * « Autres informations », under its own name, rather than being lost.
 *
 * Pure and synchronous: labels that live in the server's lists arrive in `labels`, gathered first
 * with `referencesOf`.
 */
type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface RecapField {
  kind: 'field';
  label: string;
  value: string;
}
export interface RecapGroup {
  kind: 'group';
  title: string;
  entries: RecapEntry[];
}
export type RecapEntry = RecapField | RecapGroup;

/**
 * Where a field's codes are listed: a "referentiel" field's list or read (its `ui:options`, as
 * ReferentielField reads them), or the form's read its choices come from (`"items": { "$read": "options" }`,
 * filled in by the form; unfilled where the acte is read back).
 */
export interface ReferenceSource {
  list?: string;
  resource?: string;
  read?: string;
  valueKey?: string;
  labelKey?: string;
}

/** The labels known for reference codes: by `referenceKey(source)`, then by code. */
export type ReferenceLabels = Record<string, Record<string, string>>;

export interface RecapInput {
  schema: Obj;
  uiSchema: Obj;
  /** The data as the acte's current version reads it (migrated first), context included or not. */
  data: Obj;
  labels?: ReferenceLabels;
  /** What a step's `when` may read besides the data (the form's scope). */
  scope?: ConditionScope;
}

/** One key per list or read (and the keys the field takes from its items). */
export function referenceKey(source: ReferenceSource): string {
  const where = source.list ? `referentiel/${source.list}` : source.resource ? source.resource : `$read:${source.read ?? ''}`;
  return `${where}|${source.valueKey ?? 'code'}|${source.labelKey ?? 'libelle'}`;
}

function labelOf(name: string, schema: Obj, ui: Obj): string {
  if (typeof ui['ui:title'] === 'string') return ui['ui:title'];
  if (typeof schema.title === 'string') return schema.title;
  return name;
}

const optionsOf = (ui: Obj): Obj => (isObj(ui['ui:options']) ? ui['ui:options'] : {});

/** The label of a code listed in the UI schema or the schema itself, or null. */
function optionLabel(value: unknown, schema: Obj, ui: Obj): string | null {
  const options = optionsOf(ui);
  if (Array.isArray(options.items)) {
    const item = (options.items as Obj[]).find((entry) => isObj(entry) && entry.code === value);
    if (item && typeof item.libelle === 'string') return item.libelle;
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const choices = schema[key];
    if (!Array.isArray(choices)) continue;
    const choice = (choices as Obj[]).find((entry) => isObj(entry) && entry.const === value);
    if (choice && typeof choice.title === 'string') return choice.title;
  }
  if (Array.isArray(schema.enum)) {
    const index = schema.enum.indexOf(value);
    for (const names of [ui['ui:enumNames'], schema.enumNames]) {
      if (index >= 0 && Array.isArray(names) && typeof names[index] === 'string') return names[index] as string;
    }
  }
  return null;
}

/** A field the form never shows (the context, ids carried along): not part of a recap either. */
function isHiddenField(name: string, ui: Obj): boolean {
  return name === 'context' || ui['ui:widget'] === 'hidden' || ui['ui:field'] === 'none' || ui['ui:field'] === 'null';
}

/** A password is never shown again, whatever the acte (its widget, its format or its name says so). */
const isPassword = (name: string, schema: Obj, ui: Obj) => ui['ui:widget'] === 'password' || schema.format === 'password' || /password|motdepasse/i.test(name);

/** The fields in the form's order (`ui:order`, its `*` standing for the rest). */
export function orderedFields(schema: Obj, uiSchema: Obj): string[] {
  const names = Object.keys(isObj(schema.properties) ? schema.properties : {});
  const order = Array.isArray(uiSchema['ui:order']) ? (uiSchema['ui:order'] as string[]) : ['*'];
  const listed = order.filter((name) => name !== '*' && names.includes(name));
  const rest = names.filter((name) => !listed.includes(name));
  const at = order.indexOf('*');
  return at < 0 ? listed : [...listed.slice(0, at), ...rest, ...listed.slice(at)];
}

/** Follows a local `$ref` (`#/$defs/…`) of the acte's bundled schema. */
function resolve(schema: unknown, root: Obj, depth = 0): Obj {
  if (!isObj(schema)) return {};
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/') || depth > 20) return schema;
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (isObj(node) ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), root);
  const { $ref: _ref, ...rest } = schema;
  void _ref;
  return { ...resolve(target, root, depth + 1), ...rest };
}

/**
 * Whether data meets an `if` schema, for the shapes acte schemas use (`properties` with `const` /
 * `enum` / nested objects, `required`, `not`, `allOf`); null when it uses something else — then the
 * branch's fields count when they hold a value, as the member may only have typed them there.
 */
function holds(schema: unknown, value: unknown, root: Obj, depth = 0): boolean | null {
  if (schema === true) return true;
  if (schema === false) return false;
  const node = resolve(schema, root);
  if (depth > 10) return null;
  let known = true;
  for (const [key, expected] of Object.entries(node)) {
    switch (key) {
      case 'const':
        if (JSON.stringify(value) !== JSON.stringify(expected)) return false;
        break;
      case 'enum':
        if (!Array.isArray(expected) || !expected.some((item) => JSON.stringify(item) === JSON.stringify(value))) return false;
        break;
      case 'required':
        if (isObj(value) && Array.isArray(expected) && expected.some((name) => value[String(name)] === undefined)) return false;
        break;
      case 'properties':
        if (isObj(value) && isObj(expected)) {
          for (const [name, sub] of Object.entries(expected)) {
            if (value[name] === undefined) continue;
            const result = holds(sub, value[name], root, depth + 1);
            if (result === false) return false;
            if (result === null) known = false;
          }
        }
        break;
      case 'not': {
        const result = holds(expected, value, root, depth + 1);
        if (result === true) return false;
        if (result === null) known = false;
        break;
      }
      case 'allOf':
        for (const sub of Array.isArray(expected) ? expected : []) {
          const result = holds(sub, value, root, depth + 1);
          if (result === false) return false;
          if (result === null) known = false;
        }
        break;
      case 'type':
      case 'title':
      case 'description':
      case '$comment':
      case 'errorMessage':
        break;
      default:
        known = false;
    }
  }
  return known ? true : null;
}

/**
 * The properties an object may hold for this data: its own, then those of the branches that apply
 * (`allOf`; `then` when `if` holds, `else` when it fails; `oneOf`/`anyOf`; `dependencies` and
 * `dependentSchemas` of a field present). A branch whose condition cannot be told adds its
 * properties too (they show only with a value). A property declared in several places keeps its
 * first declaration and gains only the keywords it lacked.
 */
function propertiesOf(schema: Obj, data: Obj, root: Obj, depth = 0): Record<string, Obj> {
  const out: Record<string, Obj> = {};
  const add = (properties: unknown) => {
    if (!isObj(properties)) return;
    for (const [name, declared] of Object.entries(properties)) out[name] = { ...resolve(declared, root), ...(out[name] ?? {}) };
  };
  add(schema.properties);
  if (depth > 10) return out;
  const branches: unknown[] = (['allOf', 'oneOf', 'anyOf'] as const).flatMap((key) => (Array.isArray(schema[key]) ? (schema[key] as unknown[]) : []));
  if (schema.if !== undefined) {
    const result = holds(schema.if, data, root);
    if (result !== false) branches.push(schema.then);
    if (result !== true) branches.push(schema.else);
  }
  for (const key of ['dependencies', 'dependentSchemas'] as const) {
    const dependencies = schema[key];
    if (!isObj(dependencies)) continue;
    for (const [name, dependent] of Object.entries(dependencies)) if (data[name] !== undefined && isObj(dependent)) branches.push(dependent);
  }
  for (const branch of branches) add(propertiesOf(resolve(branch, root), data, root, depth + 1));
  return out;
}

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.every(isEmpty)) ||
  (isObj(value) && Object.values(value).every(isEmpty));

const isFile = (value: unknown): value is Obj => isObj(value) && (typeof value.remoteFileName === 'string' || typeof value.localFileName === 'string');
const fileName = (file: Obj) => String(file.localFileName || file.remoteFileName);

const numbers = new Intl.NumberFormat('fr-FR');

/** Where the field's codes are listed, when no label is at hand in the schemas; null for another field. */
function referenceSourceOf(ui: Obj): ReferenceSource | null {
  const options = optionsOf(ui);
  if (isObj(options.items) && typeof options.items.$read === 'string') return { read: options.items.$read };
  if (ui['ui:field'] !== 'referentiel') return null;
  const text = (key: string) => (typeof options[key] === 'string' ? (options[key] as string) : undefined);
  const source: ReferenceSource = { list: text('list'), resource: text('resource'), valueKey: text('valueKey'), labelKey: text('labelKey') };
  // A field that keeps the label itself (a commune by its name) needs no list to be read.
  if ((source.valueKey ?? 'code') === (source.labelKey ?? 'libelle')) return null;
  return source.list || source.resource ? source : null;
}

interface Walk {
  root: Obj;
  labels: ReferenceLabels;
  /** Every reference code met (referencesOf). */
  met?: Array<{ source: ReferenceSource; code: string }>;
}

/** One value as the member read it on the form. */
function formatScalar(name: string, value: unknown, schema: Obj, ui: Obj, walk: Walk): string {
  const listed = optionLabel(value, schema, ui);
  if (listed !== null) return listed;
  const source = referenceSourceOf(ui);
  if (source && (typeof value === 'string' || typeof value === 'number')) {
    walk.met?.push({ source, code: String(value) });
    return walk.labels[referenceKey(source)]?.[String(value)] ?? String(value);
  }
  if (typeof value === 'boolean') return value ? T.yes : T.no;
  const widget = ui['ui:widget'];
  const format = optionsOf(ui).format as ValueFormat | undefined;
  const isDate = schema.format === 'date' || schema.format === 'date-time' || widget === 'date' || widget === 'dateEffet' || widget === 'alt-date';
  if (isDate || (schema.type === undefined && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))) return formatValue(value, 'date').text;
  if (format === 'montant') return formatValue(value, 'montant').text;
  if (schema.format === 'iban' || optionsOf(ui).normalize === 'iban' || /iban/i.test(name)) return maskIban(value) ?? '';
  if (typeof value === 'number') return numbers.format(value);
  return String(value);
}

function entryOf(name: string, value: unknown, schema: Obj, ui: Obj, walk: Walk): RecapEntry | null {
  if (isEmpty(value) || isHiddenField(name, ui) || isPassword(name, schema, ui)) return null;
  const label = labelOf(name, schema, ui);
  if (Array.isArray(value)) {
    const present = value.filter((item) => !isEmpty(item));
    // Uploaded documents: their names (the upload widget keeps `{ remoteFileName, localFileName }`).
    if (present.every(isFile)) return { kind: 'field', label, value: present.map(fileName).join(', ') };
    const itemSchema = resolve(schema.items, walk.root);
    const itemUi = isObj(ui.items) ? ui.items : {};
    if (present.some(isObj)) {
      const groups: RecapGroup[] = present.map((item, index) => ({
        kind: 'group',
        title: present.length > 1 ? T.recapItem(label, index + 1) : label,
        entries: isObj(item) ? objectEntries(item, itemSchema, itemUi, walk) : [],
      }));
      return present.length > 1 ? { kind: 'group', title: label, entries: groups } : groups[0];
    }
    // A choice of several listed codes (checkboxes): their labels.
    const texts = present.map(
      (item) => optionLabel(item, itemSchema, ui) ?? optionLabel(item, itemSchema, itemUi) ?? formatScalar(name, item, itemSchema, itemUi, walk),
    );
    return { kind: 'field', label, value: texts.join(', ') };
  }
  if (isFile(value)) return { kind: 'field', label, value: fileName(value) };
  if (isObj(value)) return { kind: 'group', title: label, entries: objectEntries(value, schema, ui, walk) };
  return { kind: 'field', label, value: formatScalar(name, value, schema, ui, walk) };
}

/** The fields of an object in the form's order, then those its schema does not know (older data). */
function objectEntries(data: Obj, schema: Obj, ui: Obj, walk: Walk, only?: readonly string[]): RecapEntry[] {
  const properties = propertiesOf(schema, data, walk.root);
  const known = orderedFields({ properties }, ui);
  const declared = new Set(declaredPropertyNames(schema, walk.root));
  const names = only ?? [...known, ...Object.keys(data).filter((name) => !known.includes(name) && !declared.has(name))];
  return names.flatMap((name) => {
    if (only && !(name in properties) && declared.has(name)) return [];
    const entry = entryOf(name, data[name], properties[name] ?? {}, isObj(ui[name]) ? ui[name] : {}, walk);
    return entry ? [entry] : [];
  });
}

function model(input: RecapInput, walk: Walk): RecapGroup[] {
  const { schema, uiSchema, data } = input;
  const sections: RecapGroup[] = [];
  const section = (title: string, fields: readonly string[]) => {
    const entries = objectEntries(data, schema, uiSchema, walk, fields);
    // A section that is one group under the same title (the step « Les soins » holding « Les soins »): said once.
    const only = entries.length === 1 && entries[0].kind === 'group' && entries[0].title === title ? entries[0].entries : entries;
    if (only.length > 0) sections.push({ kind: 'group', title, entries: only });
  };
  const declared = declaredPropertyNames(schema, walk.root);
  const steps = Array.isArray(uiSchema['ui:steps']) && uiSchema['ui:steps'].length > 0 ? (uiSchema['ui:steps'] as FormStepDef[]) : null;
  if (steps) {
    for (const step of visibleSteps(steps, input.scope ?? {}, data)) if (!step.recap && step.fields?.length) section(step.title, step.fields);
  } else section(T.recapInformations, orderedFields({ properties: propertiesOf(schema, data, walk.root) }, uiSchema));
  // What the current form no longer declares (filed under an older version, kept by no migration).
  const named = steps ? steps.flatMap((step) => step.fields ?? []) : declared;
  section(
    T.recapAutres,
    Object.keys(data).filter((name) => !named.includes(name)),
  );
  return sections;
}

/** The recap's sections (see the top of this file). */
export function recapModel(input: RecapInput): RecapGroup[] {
  return model(input, { root: input.schema, labels: input.labels ?? {} });
}

/** The reference codes the recap shows, by source: what to look up before drawing it. */
export function referencesOf(input: RecapInput): Array<{ source: ReferenceSource; codes: string[] }> {
  const met: NonNullable<Walk['met']> = [];
  model(input, { root: input.schema, labels: {}, met });
  const bySource = new Map<string, { source: ReferenceSource; codes: string[] }>();
  for (const { source, code } of met) {
    const key = referenceKey(source);
    const entry = bySource.get(key) ?? { source, codes: [] };
    if (!entry.codes.includes(code)) entry.codes.push(code);
    bySource.set(key, entry);
  }
  return [...bySource.values()];
}
