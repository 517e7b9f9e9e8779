import { describe, expect, it } from 'vitest';
import { migrateActeData, migrateActeDataWithMarks, type ActeMigrations } from '../../../src/domain/acteMigrations';

/** The fields a migration touched (its marks): what a member resuming an old draft is shown to check. */
describe('migrateActeDataWithMarks', () => {
  const pecHospi: ActeMigrations = {
    steps: [
      { from: 1, to: 2, ops: [{ op: 'rename', from: 'etablissement.nom', to: 'etablissement.raisonSociale' }] },
      {
        from: 2,
        to: 3,
        ops: [
          { op: 'move', from: 'sejour.codeDmt', to: 'etablissement.codeDmt' },
          { op: 'default', path: 'sejour.chambreParticuliere', value: false },
          { op: 'message', path: 'etablissement.finess', message: "Vérifiez le numéro FINESS de l'établissement." },
        ],
      },
    ],
  };

  it('marks a value carried to a new place, a default given and a message; the data keeps what was typed', () => {
    const typed = { etablissement: { nom: 'Clinique des Lilas', finess: '750000123' }, sejour: { dureeJours: 4, codeDmt: '182' } };
    expect(migrateActeDataWithMarks(pecHospi, 1, 3, typed)).toEqual({
      data: { etablissement: { raisonSociale: 'Clinique des Lilas', finess: '750000123', codeDmt: '182' }, sejour: { dureeJours: 4, chambreParticuliere: false } },
      marks: [
        { path: 'etablissement.raisonSociale', kind: 'moved' },
        { path: 'etablissement.codeDmt', kind: 'moved' },
        { path: 'sejour.chambreParticuliere', kind: 'defaulted' },
        { path: 'etablissement.finess', kind: 'message', message: "Vérifiez le numéro FINESS de l'établissement." },
      ],
    });
  });

  it('marks only what the ops did: nothing carried when nothing was typed, no default over a typed value', () => {
    const { data, marks } = migrateActeDataWithMarks(pecHospi, 2, 3, { sejour: { chambreParticuliere: true } });
    expect(data).toEqual({ sejour: { chambreParticuliere: true } });
    expect(marks).toEqual([{ path: 'etablissement.finess', kind: 'message', message: "Vérifiez le numéro FINESS de l'établissement." }]);
  });

  it('a mark follows a later rename of its field or of its parent, and goes with a drop', () => {
    const migrations: ActeMigrations = {
      steps: [
        { from: 1, to: 2, ops: [{ op: 'default', path: 'adresse.pays', value: 'FRANCE' }, { op: 'rename', from: 'motif', to: 'texte' }] },
        { from: 2, to: 3, ops: [{ op: 'rename', from: 'adresse', to: 'domicile' }, { op: 'rename', from: 'texte', to: 'commentaire' }, { op: 'drop', path: 'ancien' }] },
        { from: 3, to: 4, ops: [{ op: 'default', path: 'ancien', value: 1 }, { op: 'drop', path: 'ancien' }] },
      ],
    };
    const { marks } = migrateActeDataWithMarks(migrations, 1, 4, { adresse: { ville: 'Lyon' }, motif: 'x', ancien: true });
    expect(marks).toEqual([
      { path: 'domicile.pays', kind: 'defaulted' },
      { path: 'commentaire', kind: 'moved' },
      { path: 'domicile', kind: 'moved' },
    ]);
  });

  it('no marks for a draft of the current version; a message changes no data', () => {
    expect(migrateActeDataWithMarks(pecHospi, 3, 3, { a: 1 })).toEqual({ data: { a: 1 }, marks: [] });
    const messageOnly: ActeMigrations = { steps: [{ from: 1, to: 2, ops: [{ op: 'message', path: 'telephone', message: 'Indiquez votre téléphone.' }] }] };
    expect(migrateActeData(messageOnly, 1, 2, { email: 'a@b.fr' })).toEqual({ email: 'a@b.fr' });
  });
});
