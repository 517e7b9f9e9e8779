import { portalApi } from './portalApi';
import { readParams, resourcePath, resourceTag, type ReadArgs } from './readResource';

/**
 * Generic reads named by data blocks (spec §7): one cache entry per resource and parameters,
 * tagged by resource so a write naming it (`invalidates`) drops every page and filter of it.
 * Injected into the one slice by the data blocks' lazy chunks, so the landing page, which shows
 * no data block, does not carry it (issue 14 budget: landing JS ≤ 120 KB gzip).
 */
export const readApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    read: build.query<unknown, ReadArgs>({
      query: ({ resource, params }) => {
        const query = readParams(params);
        return { url: resourcePath(resource), ...(query ? { params: query } : {}) };
      },
      providesTags: (_result, _error, { resource }) => [{ type: 'Read', id: resourceTag(resource) }],
    }),
  }),
});

export const { useReadQuery } = readApi;
