import { parse as parseContentDisposition } from 'content-disposition';
import type { PortalError } from './baseQuery';
import { portalApi } from './portalApi';
import { invalidationTags, readParams, resourcePath, type ReadArgs } from './readResource';

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

/**
 * Files (/export, /print, documents), injected into the single API slice by the download block
 * only (RTK Query's injectEndpoints): the landing page carries neither this nor the parser.
 * The file is saved under its content-disposition name; nothing is cached.
 */
export const downloadApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    download: build.mutation<{ fileName: string }, ReadArgs & { fallbackName: string; invalidates?: string[] }>({
      // A download may change what a list shows (a courrier downloaded is read): the block names those reads.
      invalidatesTags: (_result, error, { invalidates }) => (error ? [] : (invalidationTags(invalidates ?? []) as never[])),
      async queryFn({ resource, params, fallbackName }, _api, _extra, baseQuery) {
        const query = readParams(params);
        const result = await baseQuery({
          url: resourcePath(resource),
          ...(query ? { params: query } : {}),
          responseHandler: (response) => (response.ok ? response.blob() : response.json().catch(() => null)),
        });
        if (result.error) return { error: result.error as PortalError };
        const headers = (result.meta as { response?: Response } | undefined)?.response?.headers;
        const fileName = fileNameOf(headers?.get('content-disposition')) ?? fallbackName;
        saveBlob(result.data as Blob, fileName);
        return { data: { fileName } };
      },
    }),
  }),
});

export const { useDownloadMutation } = downloadApi;
