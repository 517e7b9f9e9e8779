import fs from 'node:fs';
import path from 'node:path';

import type { ActeManifest } from '../../generated/acteManifest';
import { genericPaths, isFiledAsDemande } from '../../language/acteManifest';
import { featureKeysOf } from '../../language/conditions';

/**
 * Acte manifests: schemas/actes/<acte>/<acte>.acte.json says who may send the
 * acte (its `access` condition), to which endpoint, and what the server does with it. Format and
 * rules: schemas/actes/acte.manifest.schema.json (checked by `npm run check`), whose generated
 * type is ActeManifest.
 */
export type { ActeManifest };

export const ACTES_ROOT = path.resolve(import.meta.dirname, '../../../schemas/actes');

/** Every manifest, by acte name (read once: the files ship with the server). */
export function readManifests(root = ACTES_ROOT): Map<string, ActeManifest> {
  const manifests = new Map<string, ActeManifest>();
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const file = path.join(root, entry.name, `${entry.name}.acte.json`);
    if (!entry.isDirectory() || !fs.existsSync(file)) continue;
    manifests.set(entry.name, JSON.parse(fs.readFileSync(file, 'utf8')) as ActeManifest);
  }
  return manifests;
}

let cache: Map<string, ActeManifest> | undefined;

/** The manifest of an acte that has its own route; a missing manifest is a programming error. */
export function manifestOf(acte: string): ActeManifest {
  cache ??= readManifests();
  const manifest = cache.get(acte);
  if (!manifest) throw new Error(`Manifeste absent : schemas/actes/${acte}/${acte}.acte.json`);
  return manifest;
}

// Which acte the generic route files: one rule with the build and `npm run check` (the file language).
export { genericPaths, isFiledAsDemande };

export const COMPLIANCE_MESSAGE = (acte: string) =>
  `schemas/actes/${acte}/${acte}.acte.json : l'acte est une obligation légale (complianceLocked), aucune fonctionnalité ne peut le masquer : retirez les parties « feature » de son accès`;

/**
 * Résiliation en 3 clics (loi n° 2022-1158 art. 17): a compliance-locked acte may not depend on a
 * feature switch — the server refuses to start with such a manifest (and npm run check says so).
 */
export function assertComplianceLocks(manifests: Iterable<ActeManifest>): void {
  for (const manifest of manifests) {
    if (manifest.complianceLocked && featureKeysOf(manifest.access).length) throw new Error(COMPLIANCE_MESSAGE(manifest.acte));
  }
}

/** Actes the generic route files as demandes. */
export function actesFiledAsDemandes(root = ACTES_ROOT): Set<string> {
  return new Set([...readManifests(root).values()].filter(isFiledAsDemande).map((manifest) => manifest.acte));
}

/** The member-facing name of an acte. */
export const acteLibelle = (manifest: ActeManifest): string => manifest.libelle ?? manifest.acte;

/** The manifest of an acte folder, or undefined when it has none (an acte a test makes up). */
export function manifestIfAny(acte: string): ActeManifest | undefined {
  cache ??= readManifests();
  return cache.get(acte);
}
