import { parse as parseContentDisposition } from 'content-disposition';

/**
 * Generic reads named by screen files (spec §7 "GET api{resource route} with query parameters"):
 * how a resource path becomes a URL, a cache tag and, for files, a saved download.
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

/** The file name of a download, from its content-disposition header (null when it has none). */
export function fileNameOf(header: string | null | undefined): string | null {
  if (!header) return null;
  try {
    const name = parseContentDisposition(header).parameters.filename;
    return typeof name === 'string' && name.trim() !== '' ? name : null;
  } catch {
    return null;
  }
}

/** Hands a downloaded file to the browser under its name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the URL can go once the event loop moves on.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
