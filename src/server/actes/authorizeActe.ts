import type { FastifyRequest } from 'fastify';
import { acteAccessScope } from '../../language/acteAccess';
import { conditionParts, evaluateCondition, failingPart, featureKeysOf, sourceOf } from '../../language/conditions';
import type { Condition } from '../../language/screenTypes';
import { getClient } from '../clientSettings';
import { clientCodeOf } from '../clientHost';
import { HttpError } from '../errors';
import { acteAccessTexts } from '../../i18n/acteAccess';
import type { CurrentContrat } from '../identity/currentContrat';
import type { ActeManifest } from './manifests';

/**
 * What the browser hides, the server refuses: an acte is sent only when its manifest's `access`
 * condition holds — a role it allows, a contract in an allowed state, its features visible for
 * that contract (the same condition language and feature rule as the browser). The contract is already known to be the caller's
 * (currentContrat, or the route's own ownership check).
 */
// The same words as the page of an acte whose contract does not allow it.
export const ACTE_MESSAGES = acteAccessTexts;

/** 403 unless the caller passes the parts of the manifest's access that read the user (the check that needs no contract). */
export function assertActeRole(request: FastifyRequest, manifest: ActeManifest): void {
  const scope = { user: { roles: request.user?.roles ?? [] } };
  if (!chainOf(manifest.access).filter((part) => readsOnly(part, 'user')).every((part) => evaluateCondition(part, scope))) {
    throw new HttpError(403, ACTE_MESSAGES.role, 'ActeRoleNotAllowed');
  }
}

/** The manifest's access for the contract the acte is about; the first part that fails gives the refusal. */
export async function authorizeActe(request: FastifyRequest, manifest: ActeManifest, contrat: CurrentContrat | null): Promise<void> {
  assertActeRole(request, manifest);
  const client = featureKeysOf(manifest.access).length ? await getClient(request.server.db, await clientCodeOf(request)) : null;
  // The browser's « Mes démarches » hides an acte on this very scope.
  const failing = failingPart(manifest.access, acteAccessScope({ roles: request.user?.roles ?? [], contrat, fonctionnalites: client?.fonctionnalites }));
  if (!failing) return;
  if ('feature' in failing) throw new HttpError(403, ACTE_MESSAGES.feature, 'ActeUnavailable');
  if (sourceOf(failing) === 'contrat') {
    if (!contrat) throw new HttpError(400, ACTE_MESSAGES.contractRequired, 'ContratRequired');
    throw new HttpError(403, ACTE_MESSAGES.contractState, 'ContratStateNotAllowed');
  }
  throw new HttpError(403, ACTE_MESSAGES.role, 'ActeRoleNotAllowed');
}

/** The parts of a top-level `all` chain (nested chains flattened); any other condition is one part. */
function chainOf(condition: Condition): Condition[] {
  return 'all' in condition ? condition.all.flatMap(chainOf) : [condition];
}

/** Every leaf of the part reads this value source. */
function readsOnly(part: Condition, source: string): boolean {
  const leaves = [...conditionParts(part)];
  return leaves.length > 0 && leaves.every((leaf) => sourceOf(leaf) === source);
}
