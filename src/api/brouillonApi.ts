import type { MigrationMark } from '../domain/acteMigrations';
import { portalApi } from './portalApi';

/**
 * The member's draft of a long acte, kept by the server (
 * GET / PUT / DELETE /api/forms/<acte>/brouillon, for the current contract the base query sends).
 * Injected into the one slice by the form block's lazy draft chunk: only the long actes load it.
 */
export interface Brouillon {
  /** The acte's current version: the server migrated the data from `savedVersion` when older. */
  version: number;
  savedVersion: number;
  data: Record<string, unknown>;
  /** The fields the migration from `savedVersion` touched (none when saved under the current version). */
  marks: MigrationMark[];
  updatedAt: string;
}

export const brouillonApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getBrouillon: build.query<{ brouillon: Brouillon | null }, string>({
      query: (acte) => `forms/${acte}/brouillon`,
      // Read afresh each time the acte opens: another tab may have saved since.
      keepUnusedDataFor: 0,
    }),
    saveBrouillon: build.mutation<{ version: number; updatedAt: string }, { acte: string; version: number; data: Record<string, unknown> }>({
      query: ({ acte, version, data }) => ({ url: `forms/${acte}/brouillon`, method: 'PUT', body: { version, data } }),
    }),
    deleteBrouillon: build.mutation<null, string>({
      query: (acte) => ({ url: `forms/${acte}/brouillon`, method: 'DELETE' }),
    }),
  }),
});

export const { useGetBrouillonQuery, useSaveBrouillonMutation, useDeleteBrouillonMutation } = brouillonApi;
