import { createContext, useContext } from 'react';
import { namesValues } from '../../../language/values';
import { dataBlockTexts as T } from '../../../i18n/dataBlocks';

/**
 * What names a row of a table (its first cell) or an item of a list or cards (its title), for
 * the actions drawn in it: twenty « Détail » buttons read alike; each must say which row it acts on.
 */
export const RowNameContext = createContext<string | undefined>(undefined);

/**
 * The accessible name of an action in a row: its text, then the row's name (« Détail du décompte
 * — 17/10/2026 »). None outside a row, or when the declared text already names a value of the
 * row (« Ouvrir la demande n° {item.id} »). `detail` (a dialog's title) replaces the text when it
 * begins with it, so that the name still holds the visible text.
 */
export function useRowActionName(declared: string, text: string, detail?: string): string | undefined {
  const row = useContext(RowNameContext);
  if (!row || namesValues(declared)) return undefined;
  return T.rowAction(detail?.startsWith(text) ? detail : text, row);
}
