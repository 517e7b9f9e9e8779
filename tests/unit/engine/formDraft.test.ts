import { describe, expect, it } from 'vitest';
import { clearFormDraft, readFormDraft, saveFormDraft } from '../../../src/engine/formDraft';
import { withoutSecrets } from '../../../src/language/withoutSecrets';
import { clearAllFormDrafts } from '../../../src/engine/formDraftKeys';

/** A Storage stand-in (the unit project runs in Node). */
function memoryStore() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    key: (index: number) => [...values.keys()][index] ?? null,
    get length() {
      return values.size;
    },
  };
}

const uiSchema = {
  password: { 'ui:widget': 'password' },
  confirmation: { 'ui:widget': 'password' },
  nested: { secret: { 'ui:widget': 'password' } },
  items: { items: { pin: { 'ui:widget': 'password' } } },
};

describe('form drafts of a lost session', () => {
  it('never keeps a password-widget field, at any depth, nor the context', () => {
    const store = memoryStore();
    saveFormDraft(
      '/acte?x=1',
      'camille@exemple.fr',
      {
        email: 'a@b.fr',
        password: 'Secret#2026',
        confirmation: 'Secret#2026',
        nested: { secret: 'x', kept: 'y' },
        items: [{ pin: '1234', label: 'un' }],
        context: { roles: ['User'] },
      },
      uiSchema,
      store,
    );
    const raw = [...store.values.values()].join();
    expect(raw).not.toContain('Secret#2026');
    expect(raw).not.toContain('1234');
    expect(readFormDraft('/acte?x=1', 'camille@exemple.fr', store)).toEqual({ email: 'a@b.fr', nested: { kept: 'y' }, items: [{ label: 'un' }] });
  });

  it('is kept per route and read until cleared', () => {
    const store = memoryStore();
    saveFormDraft('/a', null, { v: 1 }, {}, store);
    expect(readFormDraft('/b', null, store)).toBeNull();
    expect(readFormDraft('/a', null, store)).toEqual({ v: 1 });
    clearFormDraft('/a', store);
    expect(readFormDraft('/a', null, store)).toBeNull();
  });

  it("belongs to the account that typed it: another account's draft is dropped unread", () => {
    const store = memoryStore();
    saveFormDraft('/actes/rib', 'camille@exemple.fr', { iban: 'FR7630006000011234567890189' }, {}, store);
    expect(readFormDraft('/actes/rib', 'dominique@exemple.fr', store)).toBeNull();
    expect(store.values.size).toBe(0);
    saveFormDraft('/actes/rib', 'camille@exemple.fr', { iban: 'FR7630006000011234567890189' }, {}, store);
    expect(readFormDraft('/actes/rib', null, store)).toBeNull();
    saveFormDraft('/register', null, { nom: 'Martin' }, {}, store);
    expect(readFormDraft('/register', 'camille@exemple.fr', store)).toBeNull();
  });

  it('an entry of the earlier shape (the data alone, no owner) is dropped', () => {
    const store = memoryStore();
    store.setItem('formDraft:/a', JSON.stringify({ iban: 'FR76' }));
    expect(readFormDraft('/a', null, store)).toBeNull();
    expect(store.values.size).toBe(0);
  });

  it('logging out forgets every draft of the tab, and nothing else', () => {
    const store = memoryStore();
    saveFormDraft('/a', 'camille@exemple.fr', { v: 1 }, {}, store);
    saveFormDraft('/b', 'camille@exemple.fr', { v: 2 }, {}, store);
    store.setItem('ea.contratCourant', 'DEMO1001');
    clearAllFormDrafts(store);
    expect([...store.values.keys()]).toEqual(['ea.contratCourant']);
  });

  it('a damaged entry is ignored', () => {
    const store = memoryStore();
    store.setItem('formDraft:/a', '{not json');
    expect(readFormDraft('/a', null, store)).toBeNull();
  });

  it('withoutSecrets leaves plain values alone', () => {
    expect(withoutSecrets('x', uiSchema)).toBe('x');
    expect(withoutSecrets([1, 2], undefined)).toEqual([1, 2]);
  });
});
