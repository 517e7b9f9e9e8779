// The draft of a text input while RJSF catches up, so no typed character is dropped.
import { act, render } from '@testing-library/react';
import { createPendingEdits, PendingEditsContext } from '../../../widgets/theme/FormState';
import { useDeferredChange } from '../../../widgets/theme/utils/useDeferredChange';

type Hook = ReturnType<typeof useDeferredChange>;

function setup(initial: unknown) {
  const onChange = vi.fn();
  const edits = createPendingEdits();
  const hook: { current: Hook | null } = { current: null };
  function Input({ value }: { value: unknown }) {
    hook.current = useDeferredChange(value, onChange);
    return <input readOnly value={String(hook.current.shown ?? value ?? '')} />;
  }
  const view = (value: unknown) => (
    <PendingEditsContext.Provider value={edits}>
      <Input value={value} />
    </PendingEditsContext.Provider>
  );
  const { rerender, container } = render(view(initial));
  const shown = () => (container.querySelector('input') as HTMLInputElement).value;
  const type = (text: string) => act(() => hook.current!.change(text, text === '' ? undefined : text));
  const flush = () => act(() => hook.current!.flush());
  /** RJSF renders the field with `value` (its state after some of the changes it was handed). */
  const rjsfRenders = (value: unknown) => rerender(view(value));
  return { onChange, shown, type, flush, rjsfRenders };
}

describe('useDeferredChange — the draft survives RJSF echoing an older text', () => {
  test('RJSF rendering a value typed earlier keeps the text typed since', () => {
    const { onChange, shown, type, flush, rjsfRenders } = setup('');
    type('<');
    type('<s');
    flush(); // '<s' goes to RJSF…
    type('<sc'); // …and a key comes in before RJSF has rendered it
    type('<scr');
    rjsfRenders('<s');
    expect(shown()).toBe('<scr');
    type('<scri');
    flush();
    expect(onChange).toHaveBeenLastCalledWith('<scri');
    rjsfRenders('<scri');
    expect(shown()).toBe('<scri');
    expect(onChange.mock.calls.map(([v]) => v)).toEqual(['<s', '<scri']);
  });

  test('once RJSF holds the last text, a value set from outside shows', () => {
    const { shown, type, flush, rjsfRenders } = setup('');
    type('a');
    type('ab');
    flush();
    rjsfRenders('ab');
    expect(shown()).toBe('ab');
    rjsfRenders('');
    expect(shown()).toBe('');
  });

  test('a value this input never produced replaces the draft at once (reset, upper-casing parent)', () => {
    const { shown, type, flush, rjsfRenders } = setup('');
    type('fr');
    type('fr7');
    flush();
    rjsfRenders('FR7');
    expect(shown()).toBe('FR7');
  });

  test('typing back to the value RJSF has keeps the draft until what was sent since arrives', () => {
    const { shown, type, flush, rjsfRenders } = setup('ab');
    type('a');
    flush(); // 'a' is on its way
    type('ab'); // the same text as RJSF's current value
    rjsfRenders('ab');
    expect(shown()).toBe('ab');
    type('abc');
    rjsfRenders('a'); // the echo of 'a' arrives late
    expect(shown()).toBe('abc');
    flush();
    rjsfRenders('abc');
    expect(shown()).toBe('abc');
  });

  test('a number field echoing the number of the text keeps the draft', () => {
    const { shown, type, flush, rjsfRenders } = setup(undefined);
    type('1');
    type('12');
    flush();
    type('123');
    rjsfRenders(12);
    expect(shown()).toBe('123');
  });
});
