import { describe, expect, it } from 'vitest';
import { demarches } from '../../../../../src/generated/demarches';
import { demarchesByTheme } from '../../../../../src/engine/blocks/demarches/demarchesByTheme';
import { acteAccessScope, type ActeAccessContext } from '../../../../../src/language/acteAccess';
import { failingPart } from '../../../../../src/language/conditions';
import type { Fonctionnalites } from '../../../../../src/generated/api/current-client';

// « Mes démarches » offers what the server would accept: the manifests' access on the member's roles,
// the current contract's state and the client's features, through the one condition evaluator.
const context = (extra: Partial<ActeAccessContext> = {}): ActeAccessContext => ({
  roles: ['User'],
  contrat: { numero: 'DEMO1001', etat: 'valide' },
  fonctionnalites: undefined,
  ...extra,
});
const actesOf = (ctx: ActeAccessContext) => demarchesByTheme(demarches, ctx).flatMap((group) => group.demarches.map((demarche) => demarche.acte));

/** The member actes that a member reaches from « Mes démarches » (each has a screen of its own). */
const MEMBER_ACTES = [
  'abonnement',
  'adresse',
  'cartetp',
  'communication-mail',
  'communication-tel',
  'contact',
  'declarationsinistre',
  'declarationsinistre-v2',
  'demande-remboursement',
  'dematerialisation',
  'donneesro',
  'envoi-cartetp',
  'garanties',
  'inscriptionbeneficiaire',
  'option-affiliation',
  'option-radiation',
  'option-renfort',
  'paiement-cotisation-monext',
  'pec-hospi',
  'pj-sinistre',
  'prestationpharmacie',
  'radiation-assures',
  'radiation-renfort',
  'resiliation',
  'rib',
  'ribcotisations',
  'simulateur',
  'situation-contractuelle',
  'situation-familiale',
  'suppressioncompte',
];

describe('demarchesByTheme', () => {
  it('lists every member acte for a holder on a valid contract, by theme in the screen order, each linked to its screen', () => {
    const groups = demarchesByTheme(demarches, context());
    expect(groups.map((group) => group.theme)).toEqual(['contrat', 'remboursements', 'coordonnees', 'beneficiaires', 'options', 'compte']);
    expect(actesOf(context()).sort()).toEqual(MEMBER_ACTES);
    const adresse = groups.flatMap((group) => group.demarches).find((demarche) => demarche.acte === 'adresse');
    expect(adresse).toMatchObject({ libelle: "Changement d'adresse postale", theme: 'coordonnees', route: '/actes/adresse' });
    // Without a libelle in its manifest, the label is its screen's title.
    expect(groups.flatMap((group) => group.demarches).find((demarche) => demarche.acte === 'suppressioncompte')?.libelle).toBe('Supprimer mon compte');
    for (const group of groups) {
      const labels = group.demarches.map((demarche) => demarche.libelle);
      expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'fr')));
    }
  });

  it('hides what the contract state does not allow', () => {
    const resilie = actesOf(context({ contrat: { numero: 'DEMO1002', etat: 'resilie' } }));
    expect(resilie).not.toContain('adresse');
    expect(resilie).not.toContain('resiliation');
    expect(resilie).toContain('contact');
    const suspendu = actesOf(context({ contrat: { numero: 'DEMO1001', etat: 'suspendu' } }));
    expect(suspendu).toContain('adresse');
    expect(suspendu).not.toContain('garanties');
    // No contract chosen: only the actes that need none.
    expect(actesOf(context({ contrat: null })).sort()).toEqual([
      'abonnement',
      'communication-mail',
      'communication-tel',
      'contact',
      'simulateur',
      'suppressioncompte',
    ]);
  });

  it('hides what the role does not allow', () => {
    const beneficiaire = actesOf(context({ roles: ['Beneficiaire'] }));
    for (const acte of ['garanties', 'inscriptionbeneficiaire', 'resiliation', 'rib', 'option-affiliation', 'paiement-cotisation-monext'])
      expect(beneficiaire).not.toContain(acte);
    expect(beneficiaire).toContain('adresse');
    expect(actesOf(context({ roles: ['BackEndUser'] }))).toEqual([]);
  });

  it('hides what a feature switches off, globally or for this contract', () => {
    const off: Fonctionnalites = { situationFamilialeActe: { isActivated: false } };
    expect(actesOf(context({ fonctionnalites: off }))).not.toContain('situation-familiale');
    const perContract: Fonctionnalites = { situationFamilialeActe: { isActivated: true, isActivatedPerContract: { DEMO1001: false, DEMO2001: true } } };
    expect(actesOf(context({ fonctionnalites: perContract }))).not.toContain('situation-familiale');
    expect(actesOf(context({ fonctionnalites: perContract, contrat: { numero: 'DEMO2001', etat: 'valide' } }))).toContain('situation-familiale');
  });

  it('offers exactly what the server accepts (the same access, the same scope)', () => {
    const contexts = [
      context(),
      context({ roles: ['Beneficiaire'], contrat: { numero: 'DEMO1001', etat: 'eninstance' } }),
      context({ contrat: { numero: 'DEMO1002', etat: 'resilie' }, fonctionnalites: { situationFamilialeActe: { isActivated: false } } }),
    ];
    for (const ctx of contexts) {
      const accepted = demarches.filter((demarche) => failingPart(demarche.access, acteAccessScope(ctx)) === null).map((demarche) => demarche.acte);
      expect(actesOf(ctx).sort()).toEqual(accepted.sort());
    }
  });
});
