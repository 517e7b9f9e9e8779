import { describe, expect, it } from 'vitest';
import { foldText, searchWords } from '../../../src/server/content/faqSearch';

describe('FAQ text folding', () => {
  it('folds accents, case and ligatures like SQL content_fold', () => {
    expect(foldText('Prothèse DENTAIRE, cœur, Évry, l’été')).toBe("prothese dentaire, coeur, evry, l'ete");
  });
  it('keeps the meaningful words of a question', () => {
    expect(searchWords('Comment être remboursé de mes lunettes ?')).toEqual(['etre', 'rembourse', 'lunettes']);
    expect(searchWords('le la de')).toEqual([]);
  });
});
