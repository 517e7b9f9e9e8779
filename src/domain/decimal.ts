/**
 * A decimal as a person types it: « 420,50 » (the French way) or « 420.50 », whatever the
 * browser's language. The comma is read as the decimal point and spaces (« 1 250,00 », thin or
 * non-breaking ones pasted from a French amount) are dropped; anything else is left for the
 * schema to refuse.
 */
export function decimalFromInput(text: string): string {
  return text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
}
