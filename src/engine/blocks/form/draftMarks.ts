import type { UiSchema } from '@rjsf/utils';
import type { MigrationMark } from '../../../domain/acteMigrations';
import { brouillonTexts } from '../../../i18n/brouillons';

/** The class of a field a migration touched (draftMarks.css outlines it). */
export const DRAFT_MARK_CLASS = 'ea-brouillon-mark';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const noteOf = (mark: MigrationMark): string =>
  mark.kind === 'message' && mark.message ? mark.message : mark.kind === 'defaulted' ? brouillonTexts.markDefaulted : brouillonTexts.markMoved;

/**
 * The UI schema with each field a draft's migration touched signalled where the member reads
 * about a field: its help says what changed (before the field's own help), and its group carries
 * a class that outlines it. A copy: the acte's UI schema is shared. An array item's field marks
 * that field in every item (a UI schema describes the items once).
 */
export function withDraftMarks(uiSchema: UiSchema, marks: MigrationMark[] | null): UiSchema {
  if (!marks || marks.length === 0) return uiSchema;
  // Copied along each mark's path only: a UI schema may hold components (ui:field), which cannot be cloned.
  const out: Record<string, unknown> = { ...uiSchema };
  for (const mark of marks) {
    let at = out;
    for (const segment of mark.path.split('.').map((key) => (/^\d+$/.test(key) ? 'items' : key))) {
      at[segment] = isRecord(at[segment]) ? { ...at[segment] } : {};
      at = at[segment] as Record<string, unknown>;
    }
    const help = at['ui:help'];
    at['ui:help'] = typeof help === 'string' && help ? `${noteOf(mark)} ${help}` : noteOf(mark);
    const classNames = at['ui:classNames'];
    at['ui:classNames'] = typeof classNames === 'string' && classNames ? `${classNames} ${DRAFT_MARK_CLASS}` : DRAFT_MARK_CLASS;
  }
  return out as UiSchema;
}
