/**
 * Generic reads named by screen files (GET api{resource route} with query parameters):
 * how a resource path becomes a URL and a cache tag. Files: ./downloadFile.ts, loaded on the
 * first download (the content-disposition parser stays out of the landing page).
 */

/** A read a data block names: resource path under /api and query parameters. */
export interface ReadArgs {
  resource: string;
  params?: Record<string, unknown>;
}

/** Screen files name resources under /api, with or without the prefix. */
export const resourcePath = (resource: string) => resource.replace(/^\/?(api\/)?/, '');

/**
 * The cache tag of a resource: its first two path segments ('adherent/courriers/12/download' →
 * 'adherent/courriers'), so a write that names the resource invalidates every read under it.
 */
export function resourceTag(resource: string): string {
  return resourcePath(resource).split(/[/?]/).filter(Boolean).slice(0, 2).join('/');
}

/** Query parameters without the empty ones (an unset filter is no filter). */
export function readParams(params: Record<string, unknown> | undefined): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = String(value);
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * What an outcome's `invalidates` names, as RTK Query tags: a tag type of the slice ('Contrats',
 * 'User': capitalised) stays itself; a resource path ('adherent/courriers', or one segment:
 * 'consentement') becomes the tag of its reads.
 */
export function invalidationTags(names: readonly string[]): Array<string | { type: 'Read'; id: string }> {
  return names.map((name) => (/^[A-Z]/.test(name) ? name : { type: 'Read' as const, id: resourceTag(name) }));
}
