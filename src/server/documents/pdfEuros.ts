import { formatEuros } from '../../domain/tarifs';

/**
 * An amount as the standard-Helvetica PDFs print it: '2 061,40 €' with a no-break space where
 * French formatting puts a narrow one (U+202F), which the standard fonts' encoding has no glyph for.
 */
export function pdfEuros(montant: number): string {
  return formatEuros(montant).replace(/\u202f/g, '\u00a0');
}
