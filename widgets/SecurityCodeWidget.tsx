import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Classes } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { fillPlaceholders as fillTemplate } from '../src/language/placeholders';
import { widgetTexts } from '../src/i18n/widgets';
import { WidgetErrors, errorsDescribedBy, errorsId, useHasErrors } from './WidgetErrors';

const T = widgetTexts.securityCode;
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** A security code has 6 digits. */
export const SECURITY_CODE_LENGTH = 6;

function toDigits(value: unknown): string[] {
  const chars = typeof value === 'string' ? value.replace(/\D/g, '').slice(0, SECURITY_CODE_LENGTH).split('') : [];
  return Array.from({ length: SECURITY_CODE_LENGTH }, (_, i) => chars[i] ?? '');
}

/**
 * Six single-digit boxes. Stores the code as a string of digits; an unfinished code is
 * stored as the digits typed so far (so `minLength`/`pattern` in the schema flag it), an empty one
 * as `undefined` (so `required` flags it).
 *
 * Keyboard: a digit fills the box and moves to the next one; Backspace empties the box, or, on an
 * empty box, goes back and empties the previous one; arrows move; paste spreads the pasted digits
 * over all boxes from the first.
 */
export default function SecurityCodeWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, required, disabled, readonly, autofocus, label, rawErrors } = props;
  const [digits, setDigits] = useState<string[]>(() => toDigits(value));
  const [touched, setTouched] = useState(false);
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const groupRef = useRef<HTMLDivElement>(null);

  // Follow a value set from outside (reset, sample data).
  useEffect(() => {
    const incoming = toDigits(value);
    if (incoming.join('') !== digits.join('')) setDigits(incoming);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the value only: digits typed ahead of it are not undone
  }, [value]);

  const emit = (next: string[]) => {
    setDigits(next);
    const code = next.join('');
    // Boxes are positional: keep the code only as far as the first hole.
    const firstHole = next.indexOf('');
    const contiguous = firstHole === -1 ? code : next.slice(0, firstHole).join('');
    onChange(contiguous === '' ? undefined : contiguous);
  };

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(SECURITY_CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const locked = disabled || readonly;

  const handleInput = (index: number, raw: string) => {
    if (locked) return;
    const typed = raw.replace(/\D/g, '');
    if (typed.length === 0) {
      // Letters are refused; an emptied box (e.g. cut) is cleared.
      if (raw === '') emit(digits.map((d, i) => (i === index ? '' : d)));
      return;
    }
    if (typed.length > 1) {
      // Some mobile keyboards and autofill type the whole code into one box.
      fillFrom(index, typed);
      return;
    }
    emit(digits.map((d, i) => (i === index ? typed : d)));
    if (index < SECURITY_CODE_LENGTH - 1) focusBox(index + 1);
  };

  const fillFrom = (start: number, text: string) => {
    const pasted = text.replace(/\D/g, '').slice(0, SECURITY_CODE_LENGTH - start).split('');
    if (pasted.length === 0) return;
    const next = digits.map((d, i) => (i >= start && i - start < pasted.length ? pasted[i - start] : d));
    emit(next);
    focusBox(Math.min(start + pasted.length, SECURITY_CODE_LENGTH - 1));
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (locked) return;
    // A full code pasted anywhere fills every box; a partial one fills from the first box.
    fillFrom(0, event.clipboardData.getData('text'));
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (locked) return;
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index] !== '') {
        emit(digits.map((d, i) => (i === index ? '' : d)));
      } else if (index > 0) {
        emit(digits.map((d, i) => (i === index - 1 ? '' : d)));
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key.length === 1 && /\d/.test(event.key) && digits[index] !== '') {
      // Typing over a filled box replaces its digit (the input holds one character only).
      event.preventDefault();
      handleInput(index, event.key);
    }
  };

  const handleGroupBlur = () => {
    // Leaving the whole group (not moving between boxes) counts as a blur of the field.
    window.setTimeout(() => {
      if (groupRef.current && !groupRef.current.contains(document.activeElement)) {
        setTouched(true);
        onBlur(id, digits.join('') || undefined);
      }
    }, 0);
  };

  const complete = digits.every((d) => d !== '');
  const empty = digits.every((d) => d === '');
  const localError = touched && !complete && (required || !empty) ? T.required : null;
  const hasError = useHasErrors(id, Boolean(localError), rawErrors);
  const groupLabelId = `${id}__label`;

  return (
    <div className="ea-security-code">
      {/* The field template shows the visible label; this one names the group for screen readers. */}
      <span id={groupLabelId} style={VISUALLY_HIDDEN}>
        {label || T.groupLabel}
      </span>
      <div
        ref={groupRef}
        id={id}
        role="group"
        aria-labelledby={groupLabelId}
        aria-describedby={errorsDescribedBy(id, hasError)}
        className="ea-security-code__boxes"
        style={{ display: 'flex', gap: 8 }}
        onBlur={handleGroupBlur}
      >
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(el) => {
              inputs.current[index] = el;
            }}
            id={index === 0 ? `${id}__0` : `${id}__${index}`}
            className={`${Classes.INPUT} ${hasError ? Classes.INTENT_DANGER : ''}`}
            style={{ width: '2.5em', textAlign: 'center' }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={1}
            value={digit}
            aria-label={fillTemplate(T.digitLabel, { n: index + 1, total: SECURITY_CODE_LENGTH })}
            aria-required={required || undefined}
            aria-invalid={hasError || undefined}
            disabled={disabled}
            readOnly={readonly}
            autoFocus={autofocus && index === 0}
            onChange={(e) => handleInput(index, e.target.value)}
            onKeyDown={(e) => handleKeyDown(index, e)}
            onPaste={handlePaste}
            onFocus={(e) => {
              e.target.select();
              if (index === 0) onFocus(id, digits.join('') || undefined);
            }}
          />
        ))}
      </div>
      <WidgetErrors id={errorsId(id)} errors={[localError]} rawErrors={rawErrors} />
    </div>
  );
}
