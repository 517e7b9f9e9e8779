import type { FormBlock } from '../language/screenTypes';
import type { CatalogueEntry } from '../domain/acteCatalogue';
import { devActesTexts } from '../i18n/devActes';

/** The named read the preview puts the acte's sample under (`initial` reads it). */
export const SAMPLE_READ = 'exempleApercu';

/** What the preview keeps of the screen's form block: how the form looks and reads, not where it sends nor what follows. */
const KEPT = ['reads', 'idPrefix', 'validationToasts', 'submitLabel', 'errorSummary', 'validateOnChange', 'label'] as const;

/**
 * The form block the preview draws: the one of the first screen that shows the acte (its reads,
 * labels and options, so the form is the member's), else a bare one; filled with the sample, or
 * empty for « Soumission vide »; its submit goes to the preview's own route, which stores nothing.
 */
export function previewFormBlock(entry: Pick<CatalogueEntry, 'acte' | 'ecrans'>, filled: boolean): FormBlock {
  const screenBlock = entry.ecrans.find((screen) => screen.bloc)?.bloc ?? {};
  const kept = Object.fromEntries(KEPT.filter((key) => key in screenBlock).map((key) => [key, screenBlock[key]]));
  return {
    ...kept,
    type: 'form',
    acte: entry.acte,
    submit: { endpoint: `dev/actes/${entry.acte}/essai` },
    brouillon: false, // a preview is nobody's draft (and is seen without logging in)
    onSuccess: [{ toast: devActesTexts.preview.submitted }],
    // Empty: one page, so the submit shows the errors of every step, not only the first one's.
    ...(filled ? { initial: { $read: SAMPLE_READ } } : { allSteps: true }),
  } as FormBlock;
}
