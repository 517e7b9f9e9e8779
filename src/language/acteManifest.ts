import type { ActeManifest } from '../generated/acteManifest';
import type { DateEffetRule } from '../domain/dateEffet';
import type { Condition, Outcome } from './screenTypes';
import { evaluateCondition, sourceOf, conditionParts } from './conditions';
import { MEMBER_ROLES, STAFF_ROLES } from './roles';
import { toastTexts } from '../i18n/messages';

/**
 * What a screen takes from its acte's manifest instead of restating it: the address the form
 * posts to, who may open the page, what follows an accepted demande and the error toast. Used by
 * the build (the per-acte chunk, the screens' route access), by `npm run check` (a screen that
 * contradicts its manifest) and by the server (which acte the generic route files).
 */

/** The URLs the generic route files an acte at: POST /api/forms/<acte>/form, and /api/vel/<acte> for the VEL options. */
export const genericPaths = (acte: string): string[] => [`/api/forms/${acte}/form`, `/api/vel/${acte}`];

/** The parts of a top-level `all` chain (nested chains flattened); any other condition is one part. */
export function accessParts(access: Condition | undefined): Condition[] {
  if (!access) return [];
  return 'all' in access ? access.all.flatMap(accessParts) : [access];
}

/** A part that reads the current contract (its state): it decides on the page, not at the route. */
const readsContract = (part: Condition): boolean => [...conditionParts(part)].some((leaf) => sourceOf(leaf) === 'contrat');

/** A part that reads only the user (the roles). */
const readsOnlyUser = (part: Condition): boolean => {
  const leaves = [...conditionParts(part)];
  return leaves.length > 0 && leaves.every((leaf) => sourceOf(leaf) === 'user');
};

const chain = (parts: Condition[]): Condition | undefined => (parts.length === 0 ? undefined : parts.length === 1 ? parts[0] : { all: parts as [Condition, ...Condition[]] });

/**
 * The access of the page of an acte: its manifest's access without the parts about the current
 * contract. Those are decided on the page (contractCondition): the member changes contract with the
 * selector on the page itself, so a route guard would send him away from the page he is choosing on.
 */
export function screenAccessOf(manifest: Pick<ActeManifest, 'access'>): Condition | undefined {
  return chain(accessParts(manifest.access).filter((part) => !readsContract(part)));
}

/** The parts of the manifest's access about the current contract (its state), or undefined. */
export function contractConditionOf(manifest: Pick<ActeManifest, 'access'>): Condition | undefined {
  return chain(accessParts(manifest.access).filter(readsContract));
}

/** Whether a visitor without an account passes the parts of the access that read the user (login, register…). */
export function admitsVisitorWithoutRole(access: Condition | undefined): boolean {
  return accessParts(access)
    .filter(readsOnlyUser)
    .every((part) => evaluateCondition(part, { user: null }));
}

/** Whether these roles pass the parts of the access that read the user. */
export function admitsRoles(access: Condition | undefined, roles: string[]): boolean {
  return accessParts(access)
    .filter(readsOnlyUser)
    .every((part) => evaluateCondition(part, { user: { roles } }));
}

/** Whether the generic route files this acte as a demande: effect "demande", endpoint POST at one of genericPaths, for a signed-in role only. */
export function isFiledAsDemande(manifest: Pick<ActeManifest, 'acte' | 'effect' | 'endpoints' | 'access'>): boolean {
  const generic = manifest.endpoints.some((endpoint) => endpoint.method === 'POST' && genericPaths(manifest.acte).includes(endpoint.path));
  return manifest.effect === 'demande' && generic && !admitsVisitorWithoutRole(manifest.access);
}

/**
 * Whether sending the acte files a demande (a row the back office processes): the generic route's
 * actes, and a change of bank details on its own route (`coordonneesBancaires`: always filed with
 * its management mode).
 */
export function filesDemande(manifest: Pick<ActeManifest, 'acte' | 'effect' | 'endpoints' | 'access' | 'coordonneesBancaires'>): boolean {
  return isFiledAsDemande(manifest) || manifest.coordonneesBancaires === true;
}

/** A demande of a member: filed by the generic route, or by its own route with a management mode. */
export function isMemberDemande(manifest: Pick<ActeManifest, 'acte' | 'effect' | 'endpoints' | 'access' | 'modeGestion'>): boolean {
  return isFiledAsDemande(manifest) || manifest.modeGestion !== undefined;
}

/** An acte of the member area: a member role may send it, staff alone and visitors without an account may not. */
export function isMemberActe(manifest: Pick<ActeManifest, 'access'>): boolean {
  return (
    MEMBER_ROLES.some((role) => admitsRoles(manifest.access, [role])) &&
    !STAFF_ROLES.some((role) => admitsRoles(manifest.access, [role])) &&
    !admitsVisitorWithoutRole(manifest.access)
  );
}

/** The form's submit without a `submit` of its own: the manifest's first POST endpoint (else its first), without `/api/`. */
export function defaultSubmitOf(manifest: Pick<ActeManifest, 'endpoints'>): { endpoint: string; method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' } {
  const endpoint = manifest.endpoints.find((candidate) => candidate.method === 'POST') ?? manifest.endpoints[0];
  return { endpoint: endpoint.path.replace(/^\/api\//, ''), method: endpoint.method };
}

/** Whether a screen's submit (`forms/adresse/form`, a segment may be a value `{param.id}`) is one of the manifest's endpoints. */
export function isManifestEndpoint(manifest: Pick<ActeManifest, 'endpoints'>, submit: { endpoint: string; method?: string }): boolean {
  const segments = `/api/${submit.endpoint.replace(/^\/+/, '')}`.split('/');
  const method = submit.method ?? 'POST';
  return manifest.endpoints.some((endpoint) => {
    const expected = endpoint.path.split('/');
    return (
      endpoint.method === method &&
      expected.length === segments.length &&
      expected.every((segment, index) => segment === segments[index] || (segment.startsWith(':') && /^\{[^}]+\}$/.test(segments[index])))
    );
  });
}

/** Where a member goes after a demande. */
const AFTER_DEMANDE = '/accueil';

/**
 * What follows an accepted demande of a member, unless the screen says otherwise: in manual
 * management the member is told that it will be processed (and only « Mes demandes » changes);
 * otherwise it was applied, so what the manifest invalidates is read again. An acte without a
 * management mode is always processed by hand, and the demande itself is what it invalidates
 * (a declared sinistre in the sinistres list), so both answers read it again.
 */
export function defaultOutcomesOf(manifest: Pick<ActeManifest, 'modeGestion' | 'invalidates'>): Outcome[] {
  const applied = ['adherent/demandes', ...(manifest.invalidates ?? [])];
  return [
    {
      when: { value: { $response: 'isModeGestionManuel' }, truthy: true },
      toast: `${toastTexts.requestDone} ${toastTexts.requestDoneManual}`,
      invalidates: manifest.modeGestion ? ['adherent/demandes'] : applied,
      navigate: AFTER_DEMANDE,
    },
    { toast: toastTexts.requestDone, invalidates: applied, navigate: AFTER_DEMANDE },
  ];
}

/** The error toast of a member acte's form when the server gave no message of its own (isMemberActe). */
export const DEFAULT_DEMANDE_ERROR = toastTexts.requestFailed;

/**
 * The date-effet rules an acte's manifest declares (`dateEffet`: one rule per date field), each
 * named after the acte unless it says otherwise — the rules the form proposes and the server checks,
 * both with src/domain/dateEffet.ts.
 */
export function dateEffetRulesOf(manifest: Pick<ActeManifest, 'acte' | 'dateEffet'> | undefined): Record<string, DateEffetRule> {
  return Object.fromEntries(
    Object.entries(manifest?.dateEffet ?? {}).map(([champ, rule]) => [champ, { ...rule, id: rule.id ?? manifest!.acte } as DateEffetRule]),
  );
}
