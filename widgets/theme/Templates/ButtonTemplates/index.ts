import type { FormContextType, RJSFSchema, StrictRJSFSchema, TemplatesType } from '@rjsf/utils';
import { AddButton, ClearButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton } from './ArrayButtons';
import SubmitButton from './SubmitButton';

export function generateButtonTemplates<
  T = any,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = any,
>(): TemplatesType<T, S, F>['ButtonTemplates'] {
  return { SubmitButton, AddButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton, ClearButton };
}

export default generateButtonTemplates();
