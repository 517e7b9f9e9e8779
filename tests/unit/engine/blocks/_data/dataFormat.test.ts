import { describe, expect, it } from 'vitest';
import { formatValue } from '../../../../../src/language/formatValue';
import { nextSort, sortRows } from '../../../../../src/engine/blocks/_data/sortRows';
import { fillResourcePath } from '../../../../../src/engine/blocks/_data/itemScope';
import { rowModels, sortModels } from '../../../../../src/engine/blocks/_data/rowModel';
import { sortParams } from '../../../../../src/engine/blocks/_data/useDataSource';
import { invalidationTags, readParams, resourceTag } from '../../../../../src/api/readResource';
import { fileNameOf } from '../../../../../src/api/downloadFile';
import { contratLabel, etatSuffix } from '../../../../../src/domain/contrat';
import { maskPhone } from '../../../../../src/domain/phone';

/** The formats, sorting and read helpers every data block goes through. */
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

  it('statut-demande: a badge named as every reader of a demande names it (the domain’s labels)', () => {
    expect(formatValue('traitee', 'statut-demande')).toEqual({ text: 'Traitée', badge: { intent: 'none' } });
    expect(formatValue('document_manquant', 'statut-demande').text).toBe('Document manquant');
    expect(formatValue('inconnu', 'statut-demande').text).toBe('inconnu');
    expect(formatValue(null, 'statut-demande').text).toBe('');
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

describe('rowModels (a 500-row table formats once, sorts on values computed once)', () => {
  const columns = [
    { key: 'date', label: 'Date', format: 'date' as const, sortable: true },
    { key: 'objet', label: 'Objet', sortable: true },
    { key: 'detail.montant', label: 'Montant', format: 'montant' as const, sortable: true },
  ];
  const rows = [
    { id: 7, date: '2025-03-03', objet: 'écho', detail: { montant: 10 } },
    { date: '2026-01-08', objet: 'Avis', detail: { montant: 2 } },
    { id: 'x9', date: '2025-11-21', objet: 'relevé', detail: { montant: 100 } },
  ];
  it('formats every cell once, keys rows by id (else their place in the answer) and gives each its $item', () => {
    const models = rowModels(rows, columns);
    expect(models.map((m) => m.key)).toEqual(['id:7', 'at:1', 'id:x9']);
    expect(models[0].cells.map((c) => c.text)).toEqual(['03/03/2025', 'écho', formatValue(10, 'montant').text]);
    expect(models[2].values).toEqual(['2025-11-21', 'relevé', 100]);
    expect(models[1].scope.item).toBe(rows[1]);
  });
  it('sorts by the values computed beforehand; a key keeps its row whatever the order', () => {
    const models = rowModels(rows, columns);
    const byMontant = sortModels(models, columns, { key: 'detail.montant', direction: 'descending' });
    expect(byMontant.map((m) => m.key)).toEqual(['id:x9', 'id:7', 'at:1']);
    expect(byMontant[0]).toBe(models[2]);
    expect(sortModels(models, columns, { key: 'objet', direction: 'ascending' }).map((m) => m.key)).toEqual(['at:1', 'id:7', 'id:x9']);
    expect(sortModels(models, columns, null)).toEqual(models);
  });
  it('serverSort: the sort as query parameters, named by the source or tri/ordre', () => {
    expect(sortParams({ resource: 'r' }, { key: 'date', direction: 'descending' })).toEqual({ tri: 'date', ordre: 'desc' });
    expect(sortParams({ resource: 'r', sortParam: 'sort', orderParam: 'dir' }, { key: 'objet', direction: 'ascending' })).toEqual({ sort: 'objet', dir: 'asc' });
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
  it('a one-segment resource is a resource too (the consents read), not a tag type', () => {
    expect(invalidationTags(['consentement', 'User'])).toEqual([{ type: 'Read', id: 'consentement' }, 'User']);
  });
  it('libelle-contrat: the whole contract (key ".") with its non-valid state in brackets', () => {
    expect(formatValue({ nomOffre: 'Santé Jeunes', numeroContratIndividuel: 'DEMO1002', etat: 'resilie' }, 'libelle-contrat').text).toBe('Santé Jeunes – n° DEMO1002 (résilié)');
    expect(formatValue({ nomOffre: 'Santé Famille', numeroContratIndividuel: 'DEMO1001', etat: 'valide' }, 'libelle-contrat').text).toBe('Santé Famille – n° DEMO1001');
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
    expect(fillResourcePath('adherent/courriers/{item.id}/download', { item: { id: 12 } })).toBe('adherent/courriers/12/download');
    expect(fillResourcePath('adherent/courriers/{item.id}/download', { item: { id: '../../identity' } })).toBe('adherent/courriers/..%2F..%2Fidentity/download');
  });
});
