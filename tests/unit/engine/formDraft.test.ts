import { describe, expect, it } from 'vitest';
import { clearFormDraft, readFormDraft, saveFormDraft, withoutSecrets } from '../../../src/engine/formDraft';

/** A Storage stand-in (the unit project runs in Node). */
function memoryStore() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const uiSchema = {
  password: { 'ui:widget': 'password' },
  confirmation: { 'ui:widget': 'password' },
  nested: { secret: { 'ui:widget': 'password' } },
  items: { items: { pin: { 'ui:widget': 'password' } } },
};

describe('form drafts of a lost session (issue 12 item 7)', () => {
  it('never keeps a password-widget field, at any depth, nor the context', () => {
    const store = memoryStore();
    saveFormDraft(
      '/acte?x=1',
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
    expect(readFormDraft('/acte?x=1', store)).toEqual({ email: 'a@b.fr', nested: { kept: 'y' }, items: [{ label: 'un' }] });
  });

  it('is kept per route and read until cleared', () => {
    const store = memoryStore();
    saveFormDraft('/a', { v: 1 }, {}, store);
    expect(readFormDraft('/b', store)).toBeNull();
    expect(readFormDraft('/a', store)).toEqual({ v: 1 });
    clearFormDraft('/a', store);
    expect(readFormDraft('/a', store)).toBeNull();
  });

  it('a damaged entry is ignored', () => {
    const store = memoryStore();
    store.setItem('formDraft:/a', '{not json');
    expect(readFormDraft('/a', store)).toBeNull();
  });

  it('withoutSecrets leaves plain values alone', () => {
    expect(withoutSecrets('x', uiSchema)).toBe('x');
    expect(withoutSecrets([1, 2], undefined)).toEqual([1, 2]);
  });
});
