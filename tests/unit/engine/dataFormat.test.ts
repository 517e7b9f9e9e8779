import { describe, expect, it } from 'vitest';
import { formatValue } from '../../../src/engine/blocks/_data/formatValue';
import { nextSort, sortRows } from '../../../src/engine/blocks/_data/sortRows';
import { fillResourcePath } from '../../../src/engine/blocks/_data/itemScope';
import { invalidationTags, readParams, resourceTag } from '../../../src/api/readResource';
import { fileNameOf } from '../../../src/api/downloadFile';
import { contratLabel, etatSuffix } from '../../../src/domain/contrat';
import { maskPhone } from '../../../src/domain/phone';

/** Issue 14 item 2: the formats, sorting and read helpers every data block goes through. */
describe('formatValue', () => {
  it('date JJ/MM/AAAA, montant in euros (fr-FR), masked IBAN and phone', () => {
    expect(formatValue('2026-10-05', 'date').text).toBe('05/10/2026');
    expect(formatValue('2026-10-05T08:00:00Z', 'date').text).toBe('05/10/2026');
    expect(formatValue(1234.5, 'montant').text).toBe(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(1234.5));
    expect(formatValue(1234.5, 'montant').text).toMatch(/^1\s234,50\s€$/);
    expect(formatValue('FR1420041010050500013M02606', 'masque-iban').text).toBe('FR14 **** **** **** **** ***2 606');
    expect(formatValue('0698765432', 'masque-telephone').text).toBe('06 ** ** ** 32');
    expect(formatValue(null, 'date').text).toBe('');
  });

  it('etat: a badge, the non-valid states in brackets', () => {
    expect(formatValue('valide', 'etat')).toEqual({ text: 'valide', badge: { intent: 'success' } });
    expect(formatValue('resilie', 'etat')).toEqual({ text: '(résilié)', badge: { intent: 'danger' } });
    expect(formatValue('eninstance', 'etat').text).toBe('(en instance)');
    expect(etatSuffix('suspendu')).toBe('(suspendu)');
    expect(contratLabel({ nomOffre: 'Santé Jeunes', numeroContratIndividuel: 'DEMO1002', etat: 'resilie' })).toBe('Santé Jeunes – n° DEMO1002 (résilié)');
    expect(contratLabel({ nomOffre: 'Santé', numeroContratIndividuel: 'D1', etat: 'valide' })).toBe('Santé – n° D1');
  });

  it('badge: the label of the raw value', () => {
    expect(formatValue(false, 'badge', { true: 'Lu', false: 'Non lu' })).toEqual({ text: 'Non lu', badge: { intent: 'primary' } });
    expect(formatValue(true, 'badge', { true: 'Lu', false: 'Non lu' }).text).toBe('Lu');
  });

  it('maskPhone keeps the first and last two digits only', () => {
    expect(maskPhone('+33 6 98 76 54 32')).toBe('06 ** ** ** 32');
    expect(maskPhone('')).toBeNull();
  });
});

describe('sortRows', () => {
  const rows = [
    { id: 1, date: '2025-03-03', objet: 'écho', montant: 10 },
    { id: 2, date: '2026-01-08', objet: 'Avis', montant: 2 },
    { id: 3, date: '2025-11-21', objet: 'relevé', montant: 100 },
  ];
  it('sorts ISO dates, numbers and French text, both ways, without touching the input', () => {
    expect(sortRows(rows, { key: 'date', direction: 'ascending' }).map((r) => r.id)).toEqual([1, 3, 2]);
    expect(sortRows(rows, { key: 'montant', direction: 'descending' }).map((r) => r.id)).toEqual([3, 1, 2]);
    expect(sortRows(rows, { key: 'objet', direction: 'ascending' }).map((r) => r.id)).toEqual([2, 1, 3]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });
  it('a header click goes ascending, then descending', () => {
    expect(nextSort(null, 'date')).toEqual({ key: 'date', direction: 'ascending' });
    expect(nextSort({ key: 'date', direction: 'ascending' }, 'date')).toEqual({ key: 'date', direction: 'descending' });
    expect(nextSort({ key: 'date', direction: 'descending' }, 'objet')).toEqual({ key: 'objet', direction: 'ascending' });
  });
});

describe('read helpers', () => {
  it('tags a resource by its first two segments, so writes invalidate every page of it', () => {
    expect(resourceTag('adherent/courriers')).toBe('adherent/courriers');
    expect(resourceTag('/api/adherent/courriers/12/download')).toBe('adherent/courriers');
  });
  it("an outcome's invalidates: tag types stay, resource paths become the tag of their reads", () => {
    expect(invalidationTags(['Contrats', 'adherent/courriers', '/api/adherent/courriers/3'])).toEqual([
      'Contrats',
      { type: 'Read', id: 'adherent/courriers' },
      { type: 'Read', id: 'adherent/courriers' },
    ]);
  });
  it('a one-segment resource (notification) is a read too, not a tag type', () => {
    expect(invalidationTags(['notification', 'User'])).toEqual([{ type: 'Read', id: 'notification' }, 'User']);
  });
  it('drops unset parameters', () => {
    expect(readParams({ annee: '', page: 2, x: undefined, y: null })).toEqual({ page: '2' });
    expect(readParams({})).toBeUndefined();
  });
  it('takes the file name of content-disposition, plain or RFC 5987', () => {
    expect(fileNameOf('attachment; filename="courrier-2026-10-05-1.pdf"')).toBe('courrier-2026-10-05-1.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''relev%C3%A9.pdf")).toBe('relevé.pdf');
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('n’importe quoi;;')).toBeNull();
  });
  it('fills a resource path from the row, one encoded segment per value', () => {
    expect(fillResourcePath('adherent/courriers/{$item.id}/download', { item: { id: 12 } })).toBe('adherent/courriers/12/download');
    expect(fillResourcePath('adherent/courriers/{$item.id}/download', { item: { id: '../../identity' } })).toBe('adherent/courriers/..%2F..%2Fidentity/download');
  });
});
