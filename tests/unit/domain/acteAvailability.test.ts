import { describe, expect, it } from 'vitest';
import { acteAvailability } from '../../../src/domain/acteCatalogue';

const adresse = { version: 1, roles: ['User', 'Beneficiaire'], contractStates: ['eninstance', 'valide', 'suspendu'], features: ['adresseActe'] };
const visible = () => true;

/** The preview's « would the server accept it here? » (#/dev/actes/:acte). */
describe('acteAvailability', () => {
  it('accepts a listed role on a contract in a listed state with its features on', () => {
    expect(acteAvailability(adresse, { role: 'User', etat: 'valide', featureVisible: visible })).toEqual([]);
  });

  it('names each rule the context breaks', () => {
    expect(acteAvailability(adresse, { role: 'Admin', etat: 'resilie', featureVisible: () => false })).toEqual([
      { kind: 'role', role: 'Admin' },
      { kind: 'etat', etat: 'resilie' },
      { kind: 'feature', key: 'adresseActe' },
    ]);
    expect(acteAvailability(adresse, { role: null, etat: null, featureVisible: visible })).toEqual([{ kind: 'anonymous' }, { kind: 'noContract' }]);
  });

  it('has no rule for an acte without manifest, nor a contract rule for one that needs no contract', () => {
    expect(acteAvailability({ version: null, roles: [], contractStates: null, features: [] }, { role: null, etat: null, featureVisible: visible })).toEqual([]);
    expect(acteAvailability({ ...adresse, contractStates: null }, { role: 'User', etat: null, featureVisible: visible })).toEqual([]);
  });
});
