import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { portalApi } from './portalApi';
import { OFFLINE_DATE_HEADER } from '../domain/offlineCard';
import { readParams, resourcePath, resourceTag, type ReadArgs } from './readResource';

/**
 * Generic reads named by data blocks: one cache entry per resource and parameters,
 * tagged by resource so a write naming it (`invalidates`) drops every page and filter of it.
 * Injected into the one slice by the data blocks' lazy chunks, so the landing page, which shows
 * no data block, does not carry it (budget: landing JS ≤ 120 KB gzip).
 */
export const readApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    read: build.query<unknown, ReadArgs>({
      query: ({ resource, params }) => {
        const query = readParams(params);
        return { url: resourcePath(resource), ...(query ? { params: query } : {}) };
      },
      // An answer the service worker kept (the network being out) says the day it was stored: the screen can say so.
      transformResponse: (body: unknown, meta) => {
        const storedOn = (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get(OFFLINE_DATE_HEADER);
        return storedOn && body && typeof body === 'object' && !Array.isArray(body) ? { ...body, horsLigneDu: storedOn } : body;
      },
      providesTags: (_result, _error, { resource }) => [{ type: 'Read', id: resourceTag(resource) }],
    }),
  }),
});

/**
 * Blocks of one page, which mount together, share one answer read within this many seconds. Short:
 * a staff member who opens another screen a second after a read (a fast queue, a member's document
 * sent meanwhile) must see the read made for that screen, not the last one.
 */
const STAFF_READ_FRESH_SECONDS = 0.5;

/**
 * The read of a data block. A back-office read changes under staff by other hands (a member's
 * document, a colleague's status), with no write of theirs to drop it: it is read again when a
 * block showing it arrives and when the tab comes back, instead of showing the kept answer.
 */
export const useReadQuery: typeof readApi.useReadQuery = (args, options) =>
  readApi.useReadQuery(
    args,
    typeof args === 'object' && args.resource.startsWith('admin/')
      ? { refetchOnMountOrArgChange: STAFF_READ_FRESH_SECONDS, refetchOnFocus: true, ...options }
      : options,
  );
