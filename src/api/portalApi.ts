import { createApi } from '@reduxjs/toolkit/query/react';
import { createPortalBaseQuery } from './baseQuery';
import type {
  ClientConfiguration, CmsItem, Contrat, CurrentClient, CurrentUser, FaqCategory, FaqQuestion, SubmitActeArgs,
} from './types';

/** Spec §9: reads are kept five minutes, and dropped when a related write lands. */
export const READ_CACHE_SECONDS = 300;

/**
 * The single API slice of the portal. Endpoints are grouped by resource; no other code
 * calls fetch for the API (uploads excepted: they need progress events).
 */
export const portalApi = createApi({
  reducerPath: 'portalApi',
  baseQuery: createPortalBaseQuery(),
  keepUnusedDataFor: READ_CACHE_SECONDS,
  tagTypes: ['Client', 'User', 'Contrats', 'Cms', 'Faq'],
  endpoints: (build) => ({
    // identity: client and user
    getClient: build.query<CurrentClient, void>({ query: () => 'identity/client', providesTags: ['Client'] }),
    getClientConfiguration: build.query<ClientConfiguration, void>({
      query: () => 'identity/client/configuration',
      providesTags: ['Client'],
    }),
    getCurrentUser: build.query<CurrentUser | null, void>({ query: () => 'identity/current-user', providesTags: ['User'] }),
    login: build.mutation<CurrentUser, { userName: string; password: string }>({
      query: (body) => ({ url: 'identity/login', method: 'POST', body }),
      invalidatesTags: ['User', 'Contrats'],
    }),
    logout: build.mutation<{ logoutUrl: string }, void>({
      query: () => ({ url: 'identity/logout', method: 'POST' }),
      invalidatesTags: ['User', 'Contrats'],
    }),

    // adherent
    getContrats: build.query<{ contrats: Contrat[] }, void>({ query: () => 'adherent/contrats', providesTags: ['Contrats'] }),

    // content
    getCmsBlocks: build.query<{ items: CmsItem[] }, { name: string; itemName?: string }>({
      query: ({ name, itemName }) => ({ url: 'cms/blocklists', params: itemName ? { name, itemName } : { name } }),
      providesTags: ['Cms'],
    }),
    getFaqContent: build.query<{ categories: FaqCategory[]; top: FaqQuestion[] }, void>({
      query: () => 'inbenta-faq/content',
      providesTags: ['Faq'],
    }),

    // acte writes named by screen files
    submitActe: build.mutation<unknown, SubmitActeArgs>({
      query: ({ endpoint, method = 'POST', body }) => ({ url: endpoint.replace(/^\/?(api\/)?/, ''), method, body }),
      invalidatesTags: (_result, error, args) => (error ? [] : args.endpoint.includes('contrat') ? ['Contrats'] : []),
    }),
  }),
});

export const {
  useGetClientQuery,
  useGetClientConfigurationQuery,
  useGetCurrentUserQuery,
  useLoginMutation,
  useLogoutMutation,
  useGetContratsQuery,
  useGetCmsBlocksQuery,
  useGetFaqContentQuery,
  useSubmitActeMutation,
} = portalApi;
