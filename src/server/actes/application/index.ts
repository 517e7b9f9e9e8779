import type { ActeManifest } from '../manifests';
import { applyAbonnements } from './abonnements';
import { applyAdresse } from './adresse';
import { applyCompteCotisations } from './compteCotisations';
import { applyDematerialisation } from './dematerialisation';
import { applyEmail } from './email';
import { applyPaiementContrat } from './paiementContrat';
import { applySituationFamiliale } from './situationFamiliale';
import { applyTelephones } from './telephones';
import type { Application } from './types';

export type { Application, ApplicationContext } from './types';

/**
 * How the server applies an acte filed in automatic management mode: the manifest's `application`
 * names one of these. An acte a person must check (a document to read) says « manuelle » instead.
 */
export const APPLICATIONS: Readonly<Record<string, Application>> = {
  adresse: applyAdresse,
  telephones: applyTelephones,
  email: applyEmail,
  dematerialisation: applyDematerialisation,
  situationFamiliale: applySituationFamiliale,
  paiementContrat: applyPaiementContrat,
  compteCotisations: applyCompteCotisations,
  abonnements: applyAbonnements,
};

/** The manifest's value for an acte that only a person may process. */
export const MANUAL_ONLY = 'manuelle';

/** The application of the acte, undefined when it has none (or must be processed by a person). */
export function applicationOf(manifest: ActeManifest): Application | undefined {
  const name = manifest.application;
  return name && Object.hasOwn(APPLICATIONS, name) ? APPLICATIONS[name] : undefined;
}

/**
 * Whether the acte must be processed by a person, so it may never be in automatic mode: its manifest
 * says so (a document to check), or it files a demande the server has no application for — in
 * automatic mode the member would be told it is done while nothing changed.
 */
export const isManualOnly = (manifest: ActeManifest): boolean =>
  manifest.application === MANUAL_ONLY || (manifest.effect === 'demande' && manifest.application === undefined);
