import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hasUnsavedForms, useUnsavedFormReport } from '../../../src/engine/unsavedForms';

const closingAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(cleanup);

describe('unsaved forms', () => {
  it('a keystroke counts at once, before the form reports its data; the report then decides', () => {
    const { result } = renderHook(() => useUnsavedFormReport());
    expect(hasUnsavedForms()).toBe(false);
    expect(closingAsks()).toBe(false);

    act(() => result.current.typing());
    expect(hasUnsavedForms()).toBe(true);
    expect(closingAsks()).toBe(true);

    // Typed back to what it opened with: nothing to lose any more.
    act(() => result.current.dirty(false));
    expect(hasUnsavedForms()).toBe(false);
    expect(closingAsks()).toBe(false);

    act(() => result.current.dirty(true));
    expect(closingAsks()).toBe(true);
  });

  it('a form that goes away takes its reports along', () => {
    const first = renderHook(() => useUnsavedFormReport());
    const second = renderHook(() => useUnsavedFormReport());
    act(() => first.result.current.dirty(true));
    act(() => second.result.current.typing());
    first.unmount();
    expect(hasUnsavedForms()).toBe(true);
    second.unmount();
    expect(hasUnsavedForms()).toBe(false);
    expect(closingAsks()).toBe(false);
  });
});
