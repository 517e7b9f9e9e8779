import { formatValue } from '../../language/formatValue';
import { isHiddenField, labelOf, optionLabel, orderedFields } from '../../language/recap';
import { stepsOf } from '../../language/steps';
import { maskIban } from '../../domain/iban';
import { formStepTexts } from '../../i18n/formSteps';
import { recapPdfTexts as T } from '../../i18n/recapPdf';

/**
 * What a demande's recap says, built from the acte's own schema and UI schema as
 * the form showed it: sections in the UI schema's order (one per `ui:steps` step), each field with
 * its label (`ui:title`, else the schema's `title`) and its value as the member read it — dates
 * JJ/MM/AAAA, amounts in euros, Oui / Non, listed codes by their label, reference-list codes by
 * the list's label, IBAN masked, uploaded files by their names; a nested object or a list of
 * objects is a sub-section. Never the `context`, a hidden field or a password.
 *
 * The data is the demande as filed: a field the current schema no longer declares (the acte's
 * version changed since) is still shown, under its own name, in « Autres informations ».
 * Pure but for `lookup`, which turns a reference-list code into its label (the server's lists).
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

/** The options of a "referentiel" field (ReferentielField.tsx): which list, which keys. */
export interface ReferentielOptions {
  list?: string;
  resource?: string;
  valueKey?: string;
  labelKey?: string;
}
/** The label of a code in a reference list, or null when the list does not have it. */
export type ReferentielLookup = (options: ReferentielOptions, value: string) => Promise<string | null>;

const numbers = new Intl.NumberFormat('fr-FR');

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
 * Every property an object schema may hold: its own, then those its branches add (`allOf`,
 * `if`/`then`/`else`, `oneOf`, `anyOf`: a document asked only for some types of care). A property
 * declared in several places keeps its first declaration and gains only the keywords it lacked.
 */
function propertiesOf(schema: Obj, root: Obj, depth = 0): Record<string, Obj> {
  const out: Record<string, Obj> = {};
  const add = (properties: unknown) => {
    if (!isObj(properties)) return;
    for (const [name, declared] of Object.entries(properties)) out[name] = { ...resolve(declared, root), ...(out[name] ?? {}) };
  };
  add(schema.properties);
  if (depth > 10) return out;
  const branches = [...(['allOf', 'oneOf', 'anyOf'] as const).flatMap((key) => (Array.isArray(schema[key]) ? (schema[key] as unknown[]) : [])), schema.then, schema.else];
  for (const branch of branches) add(propertiesOf(resolve(branch, root), root, depth + 1));
  return out;
}

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.every(isEmpty)) || (isObj(value) && Object.values(value).every(isEmpty));

/** A password is never printed, whatever the acte (its widget, its format or its name says so). */
const isPassword = (name: string, schema: Obj, ui: Obj) =>
  ui['ui:widget'] === 'password' || schema.format === 'password' || /password|motdepasse/i.test(name);

const isFile = (value: unknown): value is Obj => isObj(value) && typeof value.remoteFileName === 'string';
const fileName = (file: Obj) => String(file.localFileName || file.remoteFileName);

const optionsOf = (ui: Obj): Obj => (isObj(ui['ui:options']) ? ui['ui:options'] : {});

/** One value as the member read it on the form. */
async function formatScalar(name: string, value: unknown, schema: Obj, ui: Obj, lookup: ReferentielLookup): Promise<string> {
  const listed = optionLabel(value, schema, ui);
  if (listed !== null) return listed;
  if (Array.isArray(schema.enum) && Array.isArray(schema.enumNames)) {
    const named = schema.enumNames[schema.enum.indexOf(value)];
    if (typeof named === 'string') return named;
  }
  if (ui['ui:field'] === 'referentiel' && (typeof value === 'string' || typeof value === 'number')) {
    return (await lookup(optionsOf(ui) as ReferentielOptions, String(value))) ?? String(value);
  }
  if (typeof value === 'boolean') return value ? formStepTexts.yes : formStepTexts.no;
  const widget = ui['ui:widget'];
  const isDate = schema.format === 'date' || schema.format === 'date-time' || widget === 'date' || widget === 'dateEffet' || widget === 'alt-date';
  if (isDate || (schema.type === undefined && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))) return formatValue(value, 'date').text;
  if (schema.format === 'iban' || optionsOf(ui).normalize === 'iban' || /iban/i.test(name)) return maskIban(value) ?? '';
  if (typeof value === 'number') {
    const isAmount = /^montant/i.test(name) || /€/.test(labelOf(name, schema, ui));
    return isAmount ? formatValue(value, 'montant').text : numbers.format(value);
  }
  return String(value);
}

async function entryOf(name: string, value: unknown, schema: Obj, ui: Obj, root: Obj, lookup: ReferentielLookup): Promise<RecapEntry | null> {
  if (isEmpty(value) || isHiddenField(name, ui) || isPassword(name, schema, ui)) return null;
  const label = labelOf(name, schema, ui);
  if (Array.isArray(value)) {
    const present = value.filter((item) => !isEmpty(item));
    // Uploaded documents: their names (the upload widget keeps `{ remoteFileName, localFileName }`).
    if (present.every(isFile)) return { kind: 'field', label, value: present.map(fileName).join(', ') };
    const itemSchema = resolve(schema.items, root);
    const itemUi = isObj(ui.items) ? ui.items : {};
    if (present.some(isObj)) {
      const groups: RecapGroup[] = [];
      for (const [index, item] of present.entries()) {
        const entries = isObj(item) ? await objectEntries(item, itemSchema, itemUi, root, lookup) : [];
        groups.push({ kind: 'group', title: present.length > 1 ? T.item(label, index + 1) : label, entries });
      }
      return present.length > 1 ? { kind: 'group', title: label, entries: groups } : groups[0];
    }
    // A choice of several listed codes (checkboxes): their labels.
    const texts: string[] = [];
    for (const item of present) {
      const listed = optionLabel(item, itemSchema, ui) ?? optionLabel(item, itemSchema, itemUi);
      texts.push(listed ?? (await formatScalar(name, item, itemSchema, itemUi, lookup)));
    }
    return { kind: 'field', label, value: texts.join(', ') };
  }
  if (isFile(value)) return { kind: 'field', label, value: fileName(value) };
  if (isObj(value)) return { kind: 'group', title: label, entries: await objectEntries(value, schema, ui, root, lookup) };
  return { kind: 'field', label, value: await formatScalar(name, value, schema, ui, lookup) };
}

/** The fields of an object in the UI schema's order, then those the schema does not know. */
async function objectEntries(data: Obj, schema: Obj, ui: Obj, root: Obj, lookup: ReferentielLookup, only?: readonly string[]): Promise<RecapEntry[]> {
  const properties = propertiesOf(schema, root);
  const known = orderedFields({ properties }, ui);
  const names = only ?? [...known, ...Object.keys(data).filter((name) => !known.includes(name))];
  const entries: RecapEntry[] = [];
  for (const name of names) {
    const entry = await entryOf(name, data[name], properties[name] ?? {}, isObj(ui[name]) ? ui[name] : {}, root, lookup);
    if (entry) entries.push(entry);
  }
  return entries;
}

/**
 * The recap's sections: one per step of `ui:steps` (its title, its fields; the recap step and a
 * step left empty are not shown), else one « Informations saisies » section; fields that no step
 * names (filed under an older version) close it in « Autres informations ».
 */
export async function recapSections(schema: Obj, uiSchema: Obj, data: Obj, lookup: ReferentielLookup): Promise<RecapGroup[]> {
  const sections: RecapGroup[] = [];
  const section = async (title: string, fields: readonly string[]) => {
    const entries = await objectEntries(data, schema, uiSchema, schema, lookup, fields);
    // A section that is one group under the same title (the step « Les soins » holding « Les soins »): said once.
    const only = entries.length === 1 && entries[0].kind === 'group' && entries[0].title === title ? entries[0].entries : entries;
    if (only.length > 0) sections.push({ kind: 'group', title, entries: only });
  };
  const steps = stepsOf(uiSchema);
  const shown = steps ? steps.flatMap((step) => step.fields ?? []) : orderedFields({ properties: propertiesOf(schema, schema) }, uiSchema);
  if (steps) {
    for (const step of steps) if (!step.recap && step.fields?.length) await section(step.title, step.fields);
  } else await section(T.informations, shown);
  await section(
    T.autres,
    Object.keys(data).filter((name) => !shown.includes(name)),
  );
  return sections;
}
