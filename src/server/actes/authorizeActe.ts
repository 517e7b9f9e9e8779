import type { FastifyRequest } from 'fastify';
import { isFeatureVisible } from '../../language/featureVisibility';
import { getClient } from '../clientSettings';
import { clientCodeOf } from '../clientHost';
import { HttpError } from '../errors';
import type { CurrentContrat } from '../identity/currentContrat';
import type { ActeManifest } from './manifests';

/**
 * What the browser hides, the server refuses: an acte is sent only by a role its
 * manifest allows, on a contract in an allowed state, with its features visible for that contract
 * (the same function as the browser). The contract is already known to be the caller's
 * (currentContrat, or the route's own ownership check).
 */
export const ACTE_MESSAGES = {
  role: 'Votre profil ne permet pas d’envoyer cette demande.',
  contractRequired: 'Merci de choisir le contrat concerné par cette demande.',
  contractState: 'Cette demande n’est pas possible pour un contrat dans cet état.',
  feature: 'Cette demande n’est pas disponible pour ce contrat.',
} as const;

/** 403 unless the caller holds one of the manifest's roles (the check that needs no contract). */
export function assertActeRole(request: FastifyRequest, manifest: ActeManifest): void {
  const roles = request.user?.roles ?? [];
  if (!roles.some((role) => manifest.roles.includes(role))) throw new HttpError(403, ACTE_MESSAGES.role, 'ActeRoleNotAllowed');
}

/** Roles, then the contract's state, then the features, for the contract the acte is about. */
export async function authorizeActe(request: FastifyRequest, manifest: ActeManifest, contrat: CurrentContrat | null): Promise<void> {
  assertActeRole(request, manifest);
  if (manifest.contractStates) {
    if (!contrat) throw new HttpError(400, ACTE_MESSAGES.contractRequired, 'ContratRequired');
    if (!manifest.contractStates.includes(contrat.etat)) throw new HttpError(403, ACTE_MESSAGES.contractState, 'ContratStateNotAllowed');
  }
  if (manifest.features?.length) {
    const client = await getClient(request.server.db, await clientCodeOf(request));
    const hidden = manifest.features.some((key) => !isFeatureVisible(client.fonctionnalites, key, contrat?.numero ?? null));
    if (hidden) throw new HttpError(403, ACTE_MESSAGES.feature, 'ActeUnavailable');
  }
}
