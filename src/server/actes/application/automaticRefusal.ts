import { badRequest } from '../../errors';
import { acteLibelle } from '../demandes';
import { readManifests, type ActeManifest } from '../manifests';
import { isManualOnly, MANUAL_ONLY } from './index';

/**
 * An acte whose manifest says a person must process it (`"application": "manuelle"`: a document to
 * check), or that the server cannot apply (no `application`), cannot be set to automatic mode: the
 * member would be told it is done when nobody read the document or nothing changed. The back-office configuration refuses it here; npm run check refuses a seed that does.
 */
export const AUTOMATIC_REFUSAL_MESSAGE = (libelles: string[]): string =>
  `Le mode automatique n'est pas possible pour « ${libelles.join(' », « ')} » : un justificatif doit y être vérifié par un gestionnaire.`;
/** The same for actes the server has no application for. */
export const NOT_APPLICABLE_MESSAGE = (libelles: string[]): string =>
  `Le mode automatique n'est pas possible pour « ${libelles.join(' », « ')} » : le portail ne sait pas appliquer cette demande lui-même, un gestionnaire la traite.`;

/** Why automatic mode is refused for these actes: a document to check first, else no application. */
export function automaticRefusalMessage(refused: readonly ActeManifest[]): string {
  const withDocument = refused.filter((manifest) => manifest.application === MANUAL_ONLY);
  return withDocument.length ? AUTOMATIC_REFUSAL_MESSAGE(withDocument.map(acteLibelle)) : NOT_APPLICABLE_MESSAGE(refused.map(acteLibelle));
}

/** The actes under this management mode id that only a person may process (empty: automatic mode is allowed). */
export function manualOnlyActes(modeGestionId: string, manifests: Iterable<ActeManifest>): ActeManifest[] {
  return [...manifests].filter((manifest) => manifest.modeGestion === modeGestionId && isManualOnly(manifest));
}

/** 400 with the French message under `/modesGestion/<i>/modeGestion` when a mode set to automatique covers such an acte. */
export function assertAutomaticAllowed(modes: readonly { id: string; modeGestion: string }[], manifests: Iterable<ActeManifest> = readManifests().values()): void {
  const all = [...manifests];
  for (const [index, mode] of modes.entries()) {
    if (mode.modeGestion !== 'automatique') continue;
    const refused = manualOnlyActes(mode.id, all);
    if (!refused.length) continue;
    const message = automaticRefusalMessage(refused);
    throw badRequest(message, 'AutomaticModeRefused', { errors: [{ path: `/modesGestion/${index}/modeGestion`, message }] });
  }
}
