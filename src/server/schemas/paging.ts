/**
 * The paging every list route shares (the server pages, the browser never holds more than
 * a page): the querystring's `page` (from 1) and `taille` (≤ 100 rows), and the reply's page of
 * `items` with the `total` of the filter. One definition, so every table block reads the same shape.
 */

/** Querystring properties of a paged read; `defaultSize` rows when `taille` is not given. */
export function pageParams(defaultSize: number) {
  return {
    page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
    taille: { type: 'integer', minimum: 1, maximum: 100, default: defaultSize },
  } as const;
}

/** The reply schema of a page of `items`; `extra` adds figures computed over the whole filter. */
export function pageReply(items: object, extra: Record<string, object> = {}) {
  return {
    type: 'object',
    properties: { items: { type: 'array', items }, total: { type: 'integer' }, page: { type: 'integer' }, taille: { type: 'integer' }, ...extra },
    required: ['items', 'total', 'page', 'taille', ...Object.keys(extra)],
  } as const;
}
