import { createContext, useContext } from 'react';
import { readPath } from '../../screenValues';

/**
 * The row (or card, or list item) a block is drawn for: a download or dialog inside a table row
 * sees that row as `$item`. Outside a row it is undefined.
 */
export const ItemContext = createContext<unknown>(undefined);

export function useItem(): unknown {
  return useContext(ItemContext);
}

/**
 * '{item.id}' in a resource path takes the row's value, URL-encoded
 * ('adherent/courriers/{item.id}/download' → 'adherent/courriers/12/download').
 */
export function fillItemPath(template: string, item: unknown): string {
  return template.replace(/\{item\.([A-Za-z0-9_.]+)\}/g, (_, path: string) => {
    const value = readPath(item, path);
    return value === undefined || value === null ? '' : encodeURIComponent(String(value));
  });
}
