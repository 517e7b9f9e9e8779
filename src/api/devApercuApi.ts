import type { CurrentUser } from './types';
import { portalApi } from './portalApi';

/**
 * POST /api/dev/apercu/session: the acte preview opens a session as a demo member (DEV_TOOLS only),
 * so that the form's member reads (beneficiaries, contracts) answer without a login. Injected by the
 * preview's own chunk.
 */
export const devApercuApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    startDemoSession: build.mutation<CurrentUser, { role: 'User' | 'Beneficiaire' }>({
      query: (body) => ({ url: 'dev/apercu/session', method: 'POST', body }),
      invalidatesTags: ['User', 'Contrats'],
    }),
  }),
});
