import { createApi } from '@reduxjs/toolkit/query/react';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { createPortalBaseQuery } from './baseQuery';
import { invalidationTags } from './readResource';
import { withCatalogueTraductions } from './catalogueTraductions';
import type {
  ClientConfiguration, CmsItem, Contrat, CurrentClient, CurrentUser, SubmitActeArgs,
} from './types';
import type {
  SendSecurityCodeBody, SendSecurityCodeReply,
  ValidateOperationBody, ValidateOperationReply,
} from './sharedUiTypes';

/** A call a screen file names: endpoint under /api, query parameters, body. */
export interface CallEndpointArgs {
  endpoint: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  params?: Record<string, unknown>;
  /** Reads the call changes, read again after it succeeds: tag types ('Contrats') or resource paths ('notification'). */
  invalidates?: string[];
}

/** Screen files name endpoints under /api, with or without the prefix. */
const apiPath = (endpoint: string) => endpoint.replace(/^\/?(api\/)?/, '');

/** Reads are kept five minutes, and dropped when a related write lands. */
export const READ_CACHE_SECONDS = 300;

/**
 * The single API slice of the portal. Endpoints are grouped by resource; no other code
 * calls fetch for the API (uploads excepted: they need progress events).
 */
export const portalApi = createApi({
  reducerPath: 'portalApi',
  baseQuery: createPortalBaseQuery({ onUnauthorized: forgetUser }),
  keepUnusedDataFor: READ_CACHE_SECONDS,
  tagTypes: ['Client', 'User', 'Contrats', 'Cms', 'Faq', 'Amf', 'Consents', 'Read'],
  endpoints: (build) => ({
    // identity: client and user
    getClient: build.query<CurrentClient, void>({ query: () => 'identity/client', providesTags: ['Client'], transformResponse: withCatalogueTraductions }),
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
      // No invalidation: the browser leaves for logoutUrl (a full load); refetching the member's
      // reads in between would only meet 401s and send the page to the login screen.
    }),

    // adherent
    getContrats: build.query<{ contrats: Contrat[] }, void>({ query: () => 'adherent/contrats', providesTags: ['Contrats'] }),

    // content
    getCmsBlocks: build.query<{ items: CmsItem[] }, { name: string; itemName?: string }>({
      query: ({ name, itemName }) => ({ url: 'cms/blocklists', params: itemName ? { name, itemName } : { name } }),
      providesTags: ['Cms'],
    }),

    // developer tools (widget gallery): on unless the server runs in production
    getDevStatus: build.query<{ devTools: boolean }, void>({ query: () => 'dev/status' }),

    // generic reads named by data blocks: injected by ./readEndpoint.ts with the blocks' chunks
    // acte writes named by screen files
    submitActe: build.mutation<unknown, SubmitActeArgs>({
      query: ({ endpoint, method = 'POST', body }) => ({ url: apiPath(endpoint), method, body }),
      // Nothing guessed from the endpoint: the screen's outcome names the tags it invalidates
      // (`onSuccess[].invalidates`, src/engine/outcomes.ts), after a manual-management check.
    }),
    // calls named by screen files that are not an acte's submit: a link's check on load, a button
    callEndpoint: build.mutation<unknown, CallEndpointArgs>({
      query: ({ endpoint, method = 'POST', body, params }) => ({
        url: apiPath(endpoint),
        method,
        ...(method === 'GET' ? {} : { body: body ?? {} }),
        ...(params && Object.keys(params).length ? { params } : {}),
      }),
      invalidatesTags: (_result, error, { invalidates }) => (error ? [] : (invalidationTags(invalidates ?? []) as never[])),
    }),

    // security code (AMF) and shared modals
    sendSecurityCode: build.mutation<SendSecurityCodeReply, SendSecurityCodeBody>({
      query: (body) => ({ url: 'amf/send-security-code', method: 'POST', body }),
    }),
    validateOperation: build.mutation<ValidateOperationReply, ValidateOperationBody>({
      query: (body) => ({ url: 'amf/validate-operation', method: 'POST', body }),
    }),
    deleteDevices: build.mutation<{ deleted: number }, void>({
      query: () => ({ url: 'amf/delete-devices', method: 'POST' }),
      invalidatesTags: ['Amf'],
    }),
    getModeGestion: build.query<{ modeGestion: string }, string>({ query: (id) => `identity/client/mode-gestion/${encodeURIComponent(id)}` }),
    getCareNetworkToken: build.mutation<{ scTokenId: string }, { reseau: string }>({
      // A GET, but each call mints a new token, so it is never cached.
      query: ({ reseau }) => ({ url: 'identity/sctoken/create', params: { reseau } }),
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
  useSubmitActeMutation,
  useCallEndpointMutation,
  useGetDevStatusQuery,
  useSendSecurityCodeMutation,
  useValidateOperationMutation,
  useDeleteDevicesMutation,
  useGetModeGestionQuery,
  useGetCareNetworkTokenMutation,
} = portalApi;

/** A 401 says nobody is logged in any more: the shell's user becomes anonymous at once. */
function forgetUser(dispatch: BaseQueryApi['dispatch']): void {
  void dispatch(portalApi.util.upsertQueryData('getCurrentUser', undefined, null));
}
