import { Classes } from '@blueprintjs/core';
import { themeTexts } from '../../../src/i18n/theme';

export interface RequiredFieldsNoteProps {
  /** Id, e.g. for a form's `aria-describedby`. */
  id?: string;
  className?: string;
}

/** The spec's note '* Les champs signalés par un astérisque sont obligatoires', shown once per form. */
export default function RequiredFieldsNote({ id, className }: RequiredFieldsNoteProps) {
  return (
    <p id={id} className={`${Classes.TEXT_MUTED} ea-required-note ${className ?? ''}`.trim()}>
      {themeTexts.requiredFieldsNote}
    </p>
  );
}
