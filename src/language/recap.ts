import { formatValue } from './formatValue';
import { formStepTexts as T } from '../i18n/formSteps';
import type { FormStepDef } from './steps';

/**
 * The recap step's lines (pure): for each visible step, each of its fields with the label the
 * member saw (`ui:title`, else the schema's `title`, else the name) and the value as the
 * member reads it — a date as JJ/MM/AAAA, a listed code as its label (`ui:options.items`,
 * `oneOf` titles, `ui:enumNames`), Oui / Non, the names of the files sent.
 */
type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface RecapLine {
  field: string;
  label: string;
  value: string;
}

export interface RecapSection {
  title: string;
  lines: RecapLine[];
}

export function labelOf(name: string, schema: Obj, ui: Obj): string {
  if (typeof ui['ui:title'] === 'string') return ui['ui:title'];
  if (typeof schema.title === 'string') return schema.title;
  return name;
}

export function optionLabel(value: unknown, schema: Obj, ui: Obj): string | null {
  const options = isObj(ui['ui:options']) ? ui['ui:options'] : {};
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
  if (Array.isArray(schema.enum) && Array.isArray(ui['ui:enumNames'])) {
    const index = schema.enum.indexOf(value);
    if (index >= 0 && typeof ui['ui:enumNames'][index] === 'string') return ui['ui:enumNames'][index] as string;
  }
  return null;
}

export function recapValue(value: unknown, schema: Obj, ui: Obj): string {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return T.empty;
  const listed = optionLabel(value, schema, ui);
  if (listed !== null) return listed;
  if (typeof value === 'boolean') return value ? T.yes : T.no;
  if (schema.format === 'date' || ui['ui:widget'] === 'date' || ui['ui:widget'] === 'dateEffet') return formatValue(value, 'date').text;
  if (Array.isArray(value)) {
    return value.map((item) => (isObj(item) ? String(item.localFileName ?? item.remoteFileName ?? JSON.stringify(item)) : String(item))).join(', ');
  }
  if (isObj(value)) {
    const properties = isObj(schema.properties) ? schema.properties : {};
    return Object.entries(value)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => `${labelOf(k, isObj(properties[k]) ? properties[k] : {}, isObj(ui[k]) ? ui[k] : {})} : ${recapValue(v, isObj(properties[k]) ? properties[k] : {}, isObj(ui[k]) ? ui[k] : {})}`)
      .join(' · ');
  }
  return String(value);
}

export function recapSections(steps: readonly FormStepDef[], schema: Obj, uiSchema: Obj, data: Obj): RecapSection[] {
  const properties = isObj(schema.properties) ? schema.properties : {};
  return steps
    .filter((step) => !step.recap && (step.fields ?? []).length > 0)
    .map((step) => ({
      title: step.title,
      lines: (step.fields ?? []).map((field) => {
        const fieldSchema = isObj(properties[field]) ? properties[field] : {};
        const fieldUi = isObj(uiSchema[field]) ? uiSchema[field] : {};
        return { field, label: labelOf(field, fieldSchema, fieldUi), value: recapValue(data[field], fieldSchema, fieldUi) };
      }),
    }));
}

/** A field the form never shows (the context, ids carried along): not part of a read-only view either. */
export function isHiddenField(name: string, ui: Obj): boolean {
  return name === 'context' || ui['ui:widget'] === 'hidden' || ui['ui:field'] === 'none' || ui['ui:field'] === 'null';
}

/** The top-level fields in the form's order (`ui:order`, its `*` standing for the rest). */
export function orderedFields(schema: Obj, uiSchema: Obj): string[] {
  const names = Object.keys(isObj(schema.properties) ? schema.properties : {});
  const order = Array.isArray(uiSchema['ui:order']) ? (uiSchema['ui:order'] as string[]) : ['*'];
  const listed = order.filter((name) => name !== '*' && names.includes(name));
  const rest = names.filter((name) => !listed.includes(name));
  const at = order.indexOf('*');
  return at < 0 ? listed : [...listed.slice(0, at), ...rest, ...listed.slice(at)];
}

/**
 * The whole acte read-only (a demande the back office reads): the sections of its steps, else one
 * section titled `title` with every shown field, labelled and formatted as the recap step does.
 */
export function readOnlySections(schema: Obj, uiSchema: Obj, data: Obj, title: string, steps: readonly FormStepDef[] | null): RecapSection[] {
  const shown = (field: string) => !isHiddenField(field, isObj(uiSchema[field]) ? uiSchema[field] : {});
  if (steps) {
    // A step skipped when the member filed (its `when` failed) left its fields empty: not shown.
    const filled = steps.filter((step) => (step.fields ?? []).some((field) => data[field] !== undefined));
    return recapSections(filled.map((step) => ({ ...step, fields: (step.fields ?? []).filter(shown) })), schema, uiSchema, data);
  }
  return recapSections([{ title, fields: orderedFields(schema, uiSchema).filter(shown) }], schema, uiSchema, data);
}
