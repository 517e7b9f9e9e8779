// A text input hands its value to RJSF from a timer just after the frame that painted it
// (useDeferredChange). A click on « Valider » that comes in before React has rendered that change
// must still submit it — one suspect of the rare login failure (« * saisie obligatoire » under an
// identifier that was shown), which this rules out.
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { BlueprintForm } from '../../../widgets/theme';

const schema: RJSFSchema = { type: 'object', required: ['identifiant'], properties: { identifiant: { type: 'string', title: 'Identifiant' } } };

test('a text handed to RJSF by the frame timer is in the data of a submit that comes before React renders', async () => {
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
    expect(ref.current!.state.formData).toEqual({}); // the change is still queued in React
    // …and the click lands before React's scheduler has rendered what the timer queued.
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
