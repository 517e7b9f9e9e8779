import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { orderedFields, readOnlySections } from '../../../src/language/recap';
import { stepsOf } from '../../../src/language/steps';

/** The form block's read-only mode: what the back office reads of a filed demande. */
const acteFile = (acte: string, kind: 'schema' | 'ui' | 'sample') =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../../schemas/actes/${acte}/${acte}.${kind}.json`), 'utf8')) as Record<string, unknown>;

describe('read-only acte', () => {
  it('lays out a one-page acte in its ui:order with its labels, file names and Oui/Non, hiding the context', () => {
    const schema = acteFile('rib', 'schema');
    const ui = acteFile('rib', 'ui');
    const data = { ...acteFile('rib', 'sample'), context: { contrat: 'DEMO1001' } };
    const [section, ...rest] = readOnlySections(schema, ui, data, 'Informations saisies', stepsOf(ui));
    expect(rest).toEqual([]);
    expect(section.title).toBe('Informations saisies');
    expect(section.lines.map((line) => [line.label, line.value])).toEqual([
      ['Titulaire du compte', 'Sophie DURAND'],
      ['IBAN', 'FR7630002005500000124310189'],
      ['BIC', 'CRLYFRPP'],
      ['RIB (document)', 'rib-sophie-durand.pdf'],
      ["J'accepte le mandat de prélèvement SEPA ci-dessus", 'Oui'],
    ]);
  });

  it('a stepped acte shows its steps that were filled, the recap step and hidden ids left out', () => {
    // pec-hospi: three steps and a recap (the résiliation, one page since it takes three clicks, has none).
    const schema = acteFile('pec-hospi', 'schema');
    const ui = acteFile('pec-hospi', 'ui');
    const sections = readOnlySections(schema, ui, acteFile('pec-hospi', 'sample'), 'Informations saisies', stepsOf(ui));
    expect(sections.map((section) => section.title)).toEqual(
      (stepsOf(ui) ?? []).filter((step) => !step.recap && (step.fields ?? []).some((field) => field in acteFile('pec-hospi', 'sample'))).map((step) => step.title),
    );
    expect(sections.length).toBeGreaterThan(1);
    expect(sections.flatMap((section) => section.lines).every((line) => line.field !== 'context')).toBe(true);
  });

  it('orders the fields as ui:order says, `*` standing for the rest', () => {
    const schema = { properties: { a: {}, b: {}, c: {}, d: {} } };
    expect(orderedFields(schema, { 'ui:order': ['c', '*', 'a'] })).toEqual(['c', 'b', 'd', 'a']);
    expect(orderedFields(schema, {})).toEqual(['a', 'b', 'c', 'd']);
  });

  it('a field the form hides (ui:widget hidden, ui:field none) is not shown read-only either', () => {
    const ui = acteFile('demande-document', 'ui');
    const sections = readOnlySections({ properties: { demandeId: {}, documents: {} } }, ui, { demandeId: 3, documents: [{ localFileName: 'a.pdf' }] }, 'X', null);
    expect(sections[0].lines.map((line) => line.field)).toEqual(['documents']);
  });
});
