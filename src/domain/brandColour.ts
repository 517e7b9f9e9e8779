/**
 * A client's main colour: the header's, the PDFs' and the mails' accent, with white text on it and
 * as text on white. WCAG 2 AA asks a contrast ratio of at least 4.5:1 for normal text, so a colour
 * below it is refused when saved: a brand must not make the portal unreadable.
 */

export const AA_MIN_CONTRAST = 4.5;

const channel = (hex: string, at: number) => {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of `#rrggbb`. */
export function relativeLuminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** The contrast ratio of `#rrggbb` against white (1 to 21). */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (relativeLuminance(hex) + 0.05);
}

/** The French refusal of a colour (`#rrggbb`, its shape checked by the schema) that is not AA against white; null when it is fine. */
export function brandColourRefusal(hex: string): string | null {
  const ratio = contrastWithWhite(hex);
  if (ratio >= AA_MIN_CONTRAST) return null;
  const shown = (Math.floor(ratio * 10) / 10).toLocaleString('fr-FR');
  return `La couleur principale n'est pas assez contrastée avec le blanc (rapport ${shown}:1, il faut au moins 4,5:1) : le texte serait difficile à lire. Choisissez une couleur plus foncée.`;
}
