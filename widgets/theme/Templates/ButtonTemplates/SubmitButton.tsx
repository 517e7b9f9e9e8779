import { Button, Intent } from '@blueprintjs/core';
import {
  getSubmitButtonOptions,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
  type SubmitButtonProps,
} from '@rjsf/utils';
import { themeTexts } from '../../../../src/i18n/theme';

/**
 * The form's submit button. RJSF's default text is the English 'Submit' and is not a
 * translatable string, so the theme puts 'Valider' unless the UI schema sets `ui:submitButtonOptions.submitText`.
 */
export default function SubmitButton<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>({
  uiSchema,
}: SubmitButtonProps<T, S, F>) {
  const { submitText, norender, props: submitButtonProps = {} } = getSubmitButtonOptions<T, S, F>(uiSchema);
  if (norender) {
    return null;
  }
  const text = submitText && submitText !== 'Submit' ? submitText : themeTexts.submit;
  return (
    <div className="ea-submit">
      <Button type="submit" intent={Intent.PRIMARY} {...submitButtonProps} text={text} />
    </div>
  );
}
