import type { FormContextType, RegistryWidgetsType, RJSFSchema, StrictRJSFSchema } from '@rjsf/utils';
import AltDateWidget from './AltDateWidget/LazyAltDateWidget';
import CheckboxesWidget from './CheckboxesWidget/CheckboxesWidget';
import CheckboxWidget from './CheckboxWidget/CheckboxWidget';
import RadioWidget from './RadioWidget/RadioWidget';
import SelectWidget from './SelectWidget/SelectWidget';
import TextareaWidget from './TextareaWidget/TextareaWidget';

/**
 * The theme's widgets. Text, password, email, url, number/updown, range, date and hidden are
 * RJSF core's widgets, which all render through the theme's `BaseInputTemplate` (a Blueprint
 * `InputGroup`) — nothing to add for them. RJSF's `AltDateTimeWidget` renders our `AltDateWidget`.
 */
export function generateWidgets<
  T = any,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = any,
>(): RegistryWidgetsType<T, S, F> {
  return { AltDateWidget, CheckboxWidget, CheckboxesWidget, RadioWidget, SelectWidget, TextareaWidget };
}

export default generateWidgets();
