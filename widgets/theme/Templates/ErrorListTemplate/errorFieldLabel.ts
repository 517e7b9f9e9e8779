import type { FormContextType, Registry, RJSFSchema, StrictRJSFSchema, UiSchema } from '@rjsf/utils';
import { themeTexts } from '../../../../src/i18n/theme';

/** The steps of an error's `property` (".telephones.1", ".a['b c'].0"): names and indexes. */
export function propertyPath(property: string | undefined): string[] {
  const steps: string[] = [];
  for (const match of (property ?? '').matchAll(/\['((?:[^'\\]|\\.)*)'\]|\[(\d+)\]|([^.[\]]+)/g)) {
    steps.push(match[1] ?? match[2] ?? match[3]);
  }
  return steps;
}

const asObject = (value: unknown): Record<string, any> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, any>) : undefined;

/**
 * The name of the field an error is about, for the error summary when RJSF gave it no title
 * (an array item without a title of its own): its list's title and its rank, 'Téléphones
 * (élément 2)'; a property without a title is named by its key. `undefined` for the form itself.
 */
export function errorFieldLabel<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  property: string | undefined,
  schema: S,
  uiSchema: UiSchema<T, S, F> | undefined,
  registry: Registry<T, S, F>,
): string | undefined {
  let current: S | undefined = schema;
  let ui: Record<string, any> | undefined = asObject(uiSchema);
  let label: string | undefined;
  for (const step of propertyPath(property)) {
    const resolved: Record<string, any> | undefined = current ? asObject(registry.schemaUtils.retrieveSchema(current)) : undefined;
    if (/^\d+$/.test(step) && resolved && (resolved.type === 'array' || resolved.items !== undefined)) {
      const index = Number(step);
      const items = resolved.items;
      current = (Array.isArray(items) ? items[index] ?? resolved.additionalItems : items) as S | undefined;
      const uiItems = ui?.items;
      ui = asObject(Array.isArray(uiItems) ? uiItems[index] : uiItems);
      const titled = (ui?.['ui:title'] as string | undefined) ?? (asObject(current)?.title as string | undefined);
      label = titled ?? themeTexts.arrayItem.replace('{label}', label ?? '').replace('{n}', String(index + 1)).trim();
    } else {
      current = asObject(resolved?.properties)?.[step] as S | undefined;
      ui = asObject(ui?.[step]);
      const titled = (ui?.['ui:title'] as string | undefined) ?? (asObject(current)?.title as string | undefined);
      label = titled ?? (label ? `${label}, ${step}` : step);
    }
  }
  return label;
}
