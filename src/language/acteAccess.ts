import type { Fonctionnalites } from '../generated/api/current-client';
import { featureTest, type ConditionScope } from './conditions';

/**
 * Who may file an acte, in one place for the server that refuses it and the browser that hides it:
 * both evaluate the manifest's `access` condition on the same scope — the caller's roles, the
 * contract the acte is about (its number and state) and the client's features for that contract.
 */

/** The themes of « Mes démarches », in the order the screen shows them. */
export const ACTE_THEMES = ['contrat', 'remboursements', 'coordonnees', 'beneficiaires', 'options', 'compte'] as const;
export type ActeTheme = (typeof ACTE_THEMES)[number];

export interface ActeAccessContext {
  roles: readonly string[];
  /** The contract the acte is about; null when none is chosen. */
  contrat: { numero: string; etat: string } | null;
  /** The client's feature switches (only read when the access tests a feature). */
  fonctionnalites: Fonctionnalites | undefined;
}

/** The scope a manifest's `access` is evaluated on. */
export function acteAccessScope({ roles, contrat, fonctionnalites }: ActeAccessContext): ConditionScope {
  return {
    user: { roles: [...roles] },
    contrat: contrat ?? undefined,
    feature: featureTest(fonctionnalites, contrat?.numero ?? null),
  };
}
