import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { orderedFields, recapModel, referenceKey, referencesOf, type ReferenceLabels } from '../../../src/language/recap';
import { recapLines } from './recapLines';
import { readActeSample } from '../../../src/server/actes/acteSample';

/**
 * The one recap model (the recap step, the back office's read-only view and the PDF all draw it):
 * golden cases on schemas written for the test, then real actes with their samples.
 */
type Obj = Record<string, unknown>;
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Obj;
const acte = (name: string) => ({
  schema: read(`src/generated/schemas/${name}.schema.json`),
  uiSchema: read(`schemas/actes/${name}/${name}.ui.json`),
  sample: readActeSample(name),
});

const schema = {
  type: 'object',
  properties: {
    context: { type: 'object' },
    numContrat: { type: 'string' },
    situation: { type: 'string', enum: ['CELIB', 'MARIE'], enumNames: ['Célibataire', 'Marié(e)'] },
    regime: {
      type: 'string',
      oneOf: [
        { const: 'RG', title: 'Régime général' },
        { const: 'MSA', title: 'Mutualité sociale agricole' },
      ],
    },
    jours: { type: 'array', items: { type: 'string', enum: ['LUN', 'MAR'] } },
    accord: { type: 'boolean', title: 'J’accepte les conditions' },
    naissance: { $ref: '#/$defs/date' },
    montant: { type: 'number' },
    nombre: { type: 'number', title: 'Nombre de séances' },
    iban: { type: 'string', format: 'iban' },
    motDePasse: { type: 'string' },
    beneficiaire: { type: 'string' },
    adresse: { type: 'object', properties: { rue: { type: 'string', title: 'Rue' }, ville: { type: 'string', title: 'Ville' } } },
    enfants: {
      type: 'array',
      items: { type: 'object', properties: { prenom: { type: 'string', title: 'Prénom' }, ne: { type: 'string', format: 'date', title: 'Né le' } } },
    },
    pays: { type: 'string' },
  },
  allOf: [
    {
      if: { properties: { situation: { const: 'MARIE' } }, required: ['situation'] },
      then: { properties: { conjoint: { type: 'string', title: 'Nom du conjoint' } } },
    },
  ],
  $defs: { date: { type: 'string', format: 'date', title: 'Date de naissance' } },
};

const uiSchema = {
  'ui:order': ['situation', 'conjoint', 'regime', 'jours', '*'],
  numContrat: { 'ui:widget': 'hidden' },
  situation: { 'ui:title': 'Situation familiale' },
  regime: { 'ui:title': 'Régime' },
  jours: { 'ui:title': 'Jours', 'ui:widget': 'checkboxes', 'ui:enumNames': ['Lundi', 'Mardi'] },
  iban: { 'ui:title': 'IBAN' },
  montant: { 'ui:title': 'Montant payé (€)', 'ui:options': { inputMode: 'decimal', format: 'montant' } },
  motDePasse: { 'ui:widget': 'password', 'ui:title': 'Mot de passe' },
  beneficiaire: { 'ui:title': 'Bénéficiaire', 'ui:field': 'referentiel', 'ui:options': { resource: 'adherent/beneficiaires' } },
  adresse: { 'ui:title': 'Adresse' },
  enfants: { 'ui:title': 'Enfants' },
  pays: { 'ui:title': 'Pays', 'ui:field': 'referentiel', 'ui:options': { list: 'pays' } },
};

const labels: ReferenceLabels = {
  [referenceKey({ resource: 'adherent/beneficiaires' })]: { '02': 'Thomas DURAND' },
  [referenceKey({ list: 'pays' })]: { BE: 'Belgique' },
};

const data = {
  context: { roles: ['User'] },
  numContrat: 'DEMO1001',
  situation: 'MARIE',
  conjoint: 'DURAND',
  regime: 'MSA',
  jours: ['LUN', 'MAR'],
  accord: true,
  naissance: '1985-07-14',
  montant: 420.5,
  nombre: 1200,
  iban: 'FR7630006000011234567890189',
  motDePasse: 'Secret#2026',
  beneficiaire: '02',
  adresse: { rue: '3 rue des Lilas', ville: 'Lyon' },
  enfants: [
    { prenom: 'Léo', ne: '2016-04-21' },
    { prenom: 'Emma', ne: '2019-02-03' },
  ],
  pays: 'BE',
};

describe('recap model', () => {
  it('labels, order and formats as the form shows them; groups as their own sections; never the context, a hidden field or a password', () => {
    expect(recapLines(recapModel({ schema, uiSchema, data, labels }))).toEqual([
      '# Informations saisies',
      '  Situation familiale : Marié(e)',
      '  Nom du conjoint : DURAND',
      '  Régime : Mutualité sociale agricole',
      '  Jours : Lundi, Mardi',
      '  J’accepte les conditions : Oui',
      '  Date de naissance : 14/07/1985',
      '  Montant payé (€) : 420,50 €',
      '  Nombre de séances : 1 200',
      '  IBAN : FR76 **** **** **** **** ***0 189',
      '  Bénéficiaire : Thomas DURAND',
      '  # Adresse',
      '    Rue : 3 rue des Lilas',
      '    Ville : Lyon',
      '  # Enfants',
      '    # Enfants n° 1',
      '      Prénom : Léo',
      '      Né le : 21/04/2016',
      '    # Enfants n° 2',
      '      Prénom : Emma',
      '      Né le : 03/02/2019',
      '  Pays : Belgique',
    ]);
  });

  it('a field under if/then shows only when its condition holds for the data', () => {
    const celibataire = recapLines(recapModel({ schema, uiSchema, data: { situation: 'CELIB', conjoint: 'resté de la saisie' }, labels }));
    expect(celibataire).toEqual(['# Informations saisies', '  Situation familiale : Célibataire']);
    const marie = recapLines(recapModel({ schema, uiSchema, data: { situation: 'MARIE', conjoint: 'DURAND' }, labels }));
    expect(marie).toContain('  Nom du conjoint : DURAND');
  });

  it('names the reference codes it needs, so that a caller reads their labels first; without them the code shows', () => {
    expect(referencesOf({ schema, uiSchema, data })).toEqual([
      { source: { list: undefined, resource: 'adherent/beneficiaires', valueKey: undefined, labelKey: undefined }, codes: ['02'] },
      { source: { list: 'pays', resource: undefined, valueKey: undefined, labelKey: undefined }, codes: ['BE'] },
    ]);
    expect(recapLines(recapModel({ schema, uiSchema, data: { beneficiaire: '02' } }))).toEqual(['# Informations saisies', '  Bénéficiaire : 02']);
  });

  it('a choice the form filled from one of its reads (`items: { $read }`) is named by the labels given for that read', () => {
    const ui = { motif: { 'ui:title': 'Motif', 'ui:widget': 'radioGroup', 'ui:options': { items: { $read: 'motifs' } } } };
    const motif = { properties: { motif: { type: 'string' } } };
    expect(referencesOf({ schema: motif, uiSchema: ui, data: { motif: 'TARIF' } })).toEqual([{ source: { read: 'motifs' }, codes: ['TARIF'] }]);
    const named = { [referenceKey({ read: 'motifs' })]: { TARIF: 'Le tarif ne me convient plus' } };
    expect(recapLines(recapModel({ schema: motif, uiSchema: ui, data: { motif: 'TARIF' }, labels: named }))).toEqual([
      '# Informations saisies',
      '  Motif : Le tarif ne me convient plus',
    ]);
    // Where the form filled the items in (the recap step), they name it themselves.
    const filled = { motif: { ...ui.motif, 'ui:options': { items: [{ code: 'TARIF', libelle: 'Le tarif ne me convient plus' }] } } };
    expect(recapLines(recapModel({ schema: motif, uiSchema: filled, data: { motif: 'TARIF' } }))).toContain('  Motif : Le tarif ne me convient plus');
  });

  it('leaves out empty fields; a false boolean is « Non »', () => {
    expect(recapLines(recapModel({ schema, uiSchema, data: { situation: '', jours: [], accord: false, enfants: [{}] } }))).toEqual([
      '# Informations saisies',
      '  J’accepte les conditions : Non',
    ]);
  });

  it('steps become sections (the recap step, a step whose condition fails and empty steps left out); fields no step names close it in « Autres informations »', () => {
    const stepped = {
      ...uiSchema,
      'ui:steps': [
        { title: 'Votre situation', fields: ['situation', 'conjoint'] },
        { title: 'Vos enfants', fields: ['enfants'] },
        { title: 'Votre régime', fields: ['regime'], when: { value: { $form: 'situation' }, eq: 'MARIE' } },
        { title: 'Récapitulatif', recap: true },
      ],
    };
    expect(recapLines(recapModel({ schema, uiSchema: stepped, data: { situation: 'CELIB', regime: 'RG', ancienChamp: 'v1', accord: true } }))).toEqual([
      '# Votre situation',
      '  Situation familiale : Célibataire',
      '# Autres informations',
      '  ancienChamp : v1',
      '  J’accepte les conditions : Oui',
    ]);
  });

  it('an acte whose files are gone: every field under its own name', () => {
    const sections = recapModel({
      schema: {},
      uiSchema: {},
      data: { email: 'a@b.fr', depuis: '2026-01-31', fichiers: [{ remoteFileName: 'x1', localFileName: 'piece.pdf' }] },
    });
    expect(recapLines(sections)).toEqual(['# Autres informations', '  email : a@b.fr', '  depuis : 31/01/2026', '  fichiers : piece.pdf']);
  });

  it('orders the fields as ui:order says, `*` standing for the rest', () => {
    const properties = { properties: { a: {}, b: {}, c: {}, d: {} } };
    expect(orderedFields(properties, { 'ui:order': ['c', '*', 'a'] })).toEqual(['c', 'b', 'd', 'a']);
    expect(orderedFields(properties, {})).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('recap model of real actes', () => {
  it('a one-page acte: its ui:order, labels, file names and Oui/Non in « Informations saisies »', () => {
    const rib = acte('rib');
    expect(recapLines(recapModel({ schema: rib.schema, uiSchema: rib.uiSchema, data: { ...rib.sample, context: { contrat: 'DEMO1001' } } }))).toEqual([
      '# Informations saisies',
      '  Titulaire du compte : Sophie DURAND',
      '  IBAN : FR76 **** **** **** **** ***0 189',
      '  BIC : CRLYFRPP',
      '  RIB (document) : rib-sophie-durand.pdf',
      "  J'accepte le mandat de prélèvement SEPA ci-dessus : Oui",
    ]);
  });

  it('a stepped acte: a section per step, its group said once, the beneficiary by name, the amount in euros, the documents its care type asks for', () => {
    const sinistre = acte('declarationsinistre-v2');
    const beneficiaires = { [referenceKey({ resource: 'adherent/beneficiaires' })]: { '03': 'Léo DURAND' } };
    const lines = recapLines(recapModel({ schema: sinistre.schema, uiSchema: sinistre.uiSchema, data: sinistre.sample, labels: beneficiaires }));
    expect(lines.filter((line) => line.startsWith('#'))).toEqual(['# Les soins', '# La dépense', '# Les justificatifs']);
    expect(lines).toContain('  Bénéficiaire des soins : Léo DURAND');
    expect(lines).toContain('  Montant payé (€) : 389,90 €');
    // `prescription` is declared under « if optique or auditif, then »: shown for OPTIQUE, not for DENTAIRE.
    expect(lines.some((line) => line.includes('ordonnance.jpg'))).toBe(true);
    const dentaire = { ...sinistre.sample, soins: { ...(sinistre.sample.soins as Obj), typeSoins: 'DENTAIRE' } };
    expect(
      recapLines(recapModel({ schema: sinistre.schema, uiSchema: sinistre.uiSchema, data: dentaire })).some((line) => line.includes('ordonnance.jpg')),
    ).toBe(false);
  });
});
