import { describe, expect, it } from 'vitest';
import { migrateActeData, MIGRATION_MESSAGES, type ActeMigrations } from '../../../src/domain/acteMigrations';

/** The applier of <acte>.migrations.json, one op at a time, then several steps. */
const one = (ops: ActeMigrations['steps'][number]['ops']): ActeMigrations => ({ steps: [{ from: 1, to: 2, ops }] });

describe('migrateActeData', () => {
  it('rename keeps the value under its new name, in the same object', () => {
    const out = migrateActeData(one([{ op: 'rename', from: 'adresse.cp', to: 'adresse.codePostal' }]), 1, 2, { adresse: { cp: '75011', ville: 'Paris' } });
    expect(out).toEqual({ adresse: { codePostal: '75011', ville: 'Paris' } });
  });

  it('move carries the value elsewhere, creating the objects on the way', () => {
    const out = migrateActeData(one([{ op: 'move', from: 'adresse.ville', to: 'lieu.commune' }]), 1, 2, { adresse: { ville: 'Lyon' } });
    expect(out).toEqual({ adresse: {}, lieu: { commune: 'Lyon' } });
  });

  it('move and rename of an absent field do nothing (no empty field appears)', () => {
    const out = migrateActeData(one([{ op: 'move', from: 'a.b', to: 'c' }, { op: 'rename', from: 'x', to: 'y' }]), 1, 2, { z: 1 });
    expect(out).toEqual({ z: 1 });
  });

  it('drop removes a field that has no place any more, and ignores one already absent', () => {
    const out = migrateActeData(one([{ op: 'drop', path: 'ancien' }, { op: 'drop', path: 'absent.tout' }]), 1, 2, { ancien: 'x', garde: 'y' });
    expect(out).toEqual({ garde: 'y' });
  });

  it('default fills an absent field only: what was typed is never replaced', () => {
    const migrations = one([{ op: 'default', path: 'pays', value: 'FRANCE' }, { op: 'default', path: 'options.chambre', value: false }]);
    expect(migrateActeData(migrations, 1, 2, {})).toEqual({ pays: 'FRANCE', options: { chambre: false } });
    expect(migrateActeData(migrations, 1, 2, { pays: 'BELGIQUE', options: { chambre: true } })).toEqual({ pays: 'BELGIQUE', options: { chambre: true } });
  });

  it('reads keys with any character but a dot, and array indexes', () => {
    const out = migrateActeData(
      one([{ op: 'rename', from: 'a/b', to: 'c~d' }, { op: 'drop', path: 'liste.0' }]),
      1,
      2,
      { 'a/b': 1, liste: ['x', 'y'] },
    );
    expect(out).toEqual({ 'c~d': 1, liste: ['y'] });
  });

  it('applies several steps in order, one version at a time, and leaves its argument untouched', () => {
    const migrations: ActeMigrations = {
      steps: [
        { from: 2, to: 3, ops: [{ op: 'move', from: 'etablissement.ville', to: 'sejour.ville' }, { op: 'default', path: 'sejour.chambre', value: false }] },
        { from: 1, to: 2, ops: [{ op: 'rename', from: 'etablissement.nom', to: 'etablissement.raisonSociale' }] },
      ],
    };
    const v1 = { etablissement: { nom: 'Clinique', ville: 'Lyon' } };
    expect(migrateActeData(migrations, 1, 3, v1)).toEqual({ etablissement: { raisonSociale: 'Clinique' }, sejour: { ville: 'Lyon', chambre: false } });
    expect(migrateActeData(migrations, 2, 3, { etablissement: { raisonSociale: 'C', ville: 'Nice' } })).toEqual({
      etablissement: { raisonSociale: 'C' },
      sejour: { ville: 'Nice', chambre: false },
    });
    expect(v1).toEqual({ etablissement: { nom: 'Clinique', ville: 'Lyon' } });
  });

  it('the same version is a copy, no file needed', () => {
    const data = { a: { b: 1 } };
    const out = migrateActeData(undefined, 3, 3, data);
    expect(out).toEqual(data);
    expect(out).not.toBe(data);
  });

  it('a missing file, a missing step or a way back is a clear error', () => {
    expect(() => migrateActeData(undefined, 1, 3, {})).toThrow(MIGRATION_MESSAGES.noFile(1, 3));
    expect(() => migrateActeData(one([]), 1, 3, {})).toThrow(MIGRATION_MESSAGES.missingStep(2));
    expect(() => migrateActeData({ steps: [{ from: 2, to: 3, ops: [] }] }, 1, 3, {})).toThrow(MIGRATION_MESSAGES.missingStep(1));
    expect(() => migrateActeData(one([]), 2, 1, {})).toThrow(MIGRATION_MESSAGES.backwards(2, 1));
    expect(() => migrateActeData(one([{ op: 'drop', path: '/ancien' }]), 1, 2, {})).toThrow(MIGRATION_MESSAGES.badPath('/ancien'));
    expect(() => migrateActeData(one([{ op: 'drop', path: 'a..b' }]), 1, 2, {})).toThrow(MIGRATION_MESSAGES.badPath('a..b'));
  });
});
