import type { ThemeProps } from '@rjsf/core';
import type { FormContextType, RJSFSchema, StrictRJSFSchema } from '@rjsf/utils';
import { generateTemplates } from '../Templates';
import { generateWidgets } from '../Widgets';

/** The Blueprint theme for `withTheme()`: templates and widgets, nothing else. */
export function generateTheme<
  T = any,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = any,
>(): ThemeProps<T, S, F> {
  return {
    templates: generateTemplates<T, S, F>(),
    widgets: generateWidgets<T, S, F>(),
  };
}

export const Theme = generateTheme();
export default Theme;
