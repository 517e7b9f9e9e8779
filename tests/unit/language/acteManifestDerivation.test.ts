import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  admitsVisitorWithoutRole,
  contractConditionOf,
  defaultOutcomesOf,
  defaultSubmitOf,
  isFiledAsDemande,
  isManifestEndpoint,
  isMemberActe,
  isMemberDemande,
  screenAccessOf,
} from '../../../src/language/acteManifest';
import { planOutcome } from '../../../src/engine/outcomes';
import { readManifests } from '../../../src/server/actes/manifests';
import { listActes } from '../../../scripts/build/generate';
import { screenAccess } from '../../../scripts/build/screenAccess';
import type { ActeManifest } from '../../../src/generated/acteManifest';

/** What a screen takes from its acte's manifest (src/language/acteManifest.ts). */
const root = path.resolve(import.meta.dirname, '../../..');
const roles = { value: { $user: 'roles' }, in: ['User', 'Beneficiaire'] };
const etat = { value: { $contrat: 'etat' }, in: ['eninstance', 'valide', 'suspendu'] };
const adresse: ActeManifest = {
  acte: 'adresse',
  version: 1,
  libelle: "Changement d'adresse postale",
  endpoints: [{ method: 'POST', path: '/api/forms/adresse/form' }],
  access: { all: [roles, etat, { feature: 'adresseActe' }] },
  modeGestion: 'adresseActeGestion',
  invalidates: ['adherent/profil'],
  effect: 'demande',
};

describe('the manifest is the one description of an acte', () => {
  it('gives the page its access without the part about the contract, which the page checks', () => {
    expect(screenAccessOf(adresse)).toEqual({ all: [roles, { feature: 'adresseActe' }] });
    expect(contractConditionOf(adresse)).toEqual(etat);
    expect(screenAccessOf({ access: roles })).toEqual(roles);
    expect(contractConditionOf({ access: roles })).toBeUndefined();
  });

  it('gives the form its submit address: the first POST endpoint, under /api', () => {
    expect(defaultSubmitOf(adresse)).toEqual({ endpoint: 'forms/adresse/form', method: 'POST' });
    expect(defaultSubmitOf({ endpoints: [{ method: 'PUT', path: '/api/settings/role' }] })).toEqual({ endpoint: 'settings/role', method: 'PUT' });
    expect(defaultSubmitOf({ endpoints: [{ method: 'PUT', path: '/api/x' }, { method: 'POST', path: '/api/y' }] })).toEqual({ endpoint: 'y', method: 'POST' });
  });

  it('knows its endpoints, a parameter matching a value of the screen', () => {
    expect(isManifestEndpoint(adresse, { endpoint: 'forms/adresse/form' })).toBe(true);
    expect(isManifestEndpoint(adresse, { endpoint: 'forms/adresse/form', method: 'PUT' })).toBe(false);
    const statut: Pick<ActeManifest, 'endpoints'> = { endpoints: [{ method: 'POST', path: '/api/admin/demandes/:id/statut' }] };
    expect(isManifestEndpoint(statut, { endpoint: 'admin/demandes/{param.id}/statut' })).toBe(true);
    expect(isManifestEndpoint(statut, { endpoint: 'admin/demandes/12/statut' })).toBe(false);
  });

  it('follows a demande by management mode: manual says it will be processed, automatic reloads what the manifest invalidates', () => {
    const outcomes = defaultOutcomesOf(adresse);
    const manual = planOutcome(outcomes, { response: { isModeGestionManuel: true } });
    expect(manual).toMatchObject({ toast: 'Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais.', invalidates: ['adherent/demandes'], navigate: '/accueil' });
    const automatic = planOutcome(outcomes, { response: { isModeGestionManuel: false } });
    expect(automatic).toMatchObject({ toast: 'Votre demande a bien été prise en compte', invalidates: ['adherent/demandes', 'adherent/profil'], navigate: '/accueil' });
    // Without a management mode the demande itself is what changes (the sinistres list): reloaded in both cases.
    const sinistre = defaultOutcomesOf({ invalidates: ['adherent/sinistres'] });
    expect(planOutcome(sinistre, { response: { isModeGestionManuel: true } })?.invalidates).toEqual(['adherent/demandes', 'adherent/sinistres']);
  });

  it('never files as a demande a form that visitors without an account send', () => {
    expect(isFiledAsDemande(adresse)).toBe(true);
    const ouvert = { ...adresse, access: { value: { $user: 'roles' }, exists: false } };
    expect(admitsVisitorWithoutRole(ouvert.access)).toBe(true);
    expect(isFiledAsDemande(ouvert)).toBe(false);
    expect(isMemberActe(adresse)).toBe(true);
    expect(isMemberActe({ access: { value: { $user: 'roles' }, in: ['Admin', 'User'] } })).toBe(false);
  });

  it('every acte of the project has a manifest; the identity forms are not demandes', () => {
    const manifests = readManifests();
    expect(listActes(root).filter((acte) => !manifests.has(acte))).toEqual([]);
    for (const acte of ['login', 'register', 'reset-password', 'forgot-password', 'forgot-username', 'activate-user', 'confirm-email', 'check-token']) {
      const manifest = manifests.get(acte)!;
      expect(isMemberDemande(manifest), acte).toBe(false);
      expect(manifest.endpoints.every((endpoint) => endpoint.path.startsWith('/api/identity/')), acte).toBe(true);
    }
  });

  it('gives a page without access its manifest access (the route of the build)', () => {
    const file = path.join(root, 'screens/member/actes/adresse.screen.json');
    const screen = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(screen.access).toBeUndefined();
    expect(screenAccess(root, screen).access).toEqual(screenAccessOf(readManifests().get('adresse')!));
    // A screen's own access wins; a screen without a form at its top level has none to take.
    expect(screenAccess(root, { ...screen, access: roles }).access).toEqual(roles);
    expect(screenAccess(root, { blocks: [{ type: 'text' }] }).access).toBeUndefined();
  });
});
