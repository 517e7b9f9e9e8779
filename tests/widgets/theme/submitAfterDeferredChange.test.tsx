// A text input hands its value to RJSF from a timer just after the frame that painted it
// (useDeferredChange), and that change is committed in the timer's own task: an event coming next
// (a click on « Valider », leaving the field, a password manager filling the next one) can never
// be rendered before it. Left at React's default priority, a blur rendered first lost the text:
// the rare login failure « * saisie obligatoire » under an identifier that was shown
// (tests/e2e/autofill.spec.ts drives that order in Chromium).
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { BlueprintForm } from '../../../widgets/theme';

const schema: RJSFSchema = { type: 'object', required: ['identifiant'], properties: { identifiant: { type: 'string', title: 'Identifiant' } } };

test('a text handed to RJSF by the frame timer is committed in that task, and submitted', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  try {
    const onSubmit = vi.fn();
    const onError = vi.fn();
    const ref = { current: null as null | { state: { formData: unknown } } };
    const { container } = render(<BlueprintForm ref={ref as never} schema={schema} validator={validator} onSubmit={onSubmit} onError={onError} />);
    const input = screen.getByLabelText(/^Identifiant/) as HTMLInputElement;
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'sophie.durand@exemple.fr' } });
    expect(input.value).toBe('sophie.durand@exemple.fr');
    // The frame is painted, then the timer hands the text to RJSF (outside any React event)…
    vi.advanceTimersByTime(50);
    expect(ref.current!.state.formData).toEqual({ identifiant: 'sophie.durand@exemple.fr' }); // already committed
    // …and the click comes right after.
    const submit = container.querySelector('button[type="submit"]')!;
    fireEvent.mouseDown(submit);
    fireEvent.click(submit);
    await act(async () => {
      await Promise.resolve();
    });
    expect(onError).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0].formData).toEqual({ identifiant: 'sophie.durand@exemple.fr' });
  } finally {
    vi.useRealTimers();
  }
});
