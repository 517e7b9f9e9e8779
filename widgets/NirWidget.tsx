import { useEffect, useRef, useState } from 'react';
import { Classes, InputGroup, Switch } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import {
  MONEGASQUE_INPUT_MAX_LENGTH,
  MONEGASQUE_MESSAGES,
  MONEGASQUE_PREFIX,
  NIR_KEY_LENGTH,
  NIR_LENGTH,
  NIR_MESSAGES,
  isValidNirStructure,
  nirKey,
  normalizeMonegasque,
  validateMonegasque,
} from '../src/domain/nir';
import { widgetTexts } from '../src/i18n/widgets';
import { WidgetErrors, errorsDescribedBy, errorsId, useHasErrors } from './WidgetErrors';
import type { WidgetsFormContext } from './WidgetContext';

const T = widgetTexts.nir;

interface NirState {
  monegasque: boolean;
  nir: string;
  key: string;
  mc: string;
}

/** Splits a stored value back into what the inputs show. */
function parseValue(value: unknown, withKey: boolean, monegasqueAllowed: boolean): NirState {
  const v = typeof value === 'string' ? value : '';
  if (monegasqueAllowed && v.length === NIR_LENGTH && v.startsWith(MONEGASQUE_PREFIX)) {
    return { monegasque: true, nir: '', key: '', mc: v.slice(MONEGASQUE_PREFIX.length) };
  }
  return {
    monegasque: false,
    nir: v.slice(0, NIR_LENGTH),
    key: withKey ? v.slice(NIR_LENGTH, NIR_LENGTH + NIR_KEY_LENGTH) : '',
    mc: '',
  };
}

/** What goes into the form data (see widgets/README.md). */
function composeValue(s: NirState, withKey: boolean): string | undefined {
  if (s.monegasque) {
    // All zeros is as good as empty (required error).
    return validateMonegasque(s.mc) === null ? normalizeMonegasque(s.mc) : s.mc.length > 0 && /[1-9]/.test(s.mc) ? s.mc : undefined;
  }
  if (s.nir === '' && s.key === '') return undefined;
  // The key is appended only behind a complete number, so a partial number never looks keyed.
  return withKey && s.nir.length === NIR_LENGTH ? s.nir + s.key : s.nir;
}

/**
 * Social-security number: 13-character number (2A/2B allowed for Corsica) and its
 * 2-digit key checked live; optionally the toggle "J'ai un N° RO monégasque", which switches to the
 * Monegasque number (up to 11 digits, stored '98' + zero-padded) and resets the NIR (reinitNir).
 *
 * ui:options: `withKey` (default true), `monegasque` (show the toggle; default
 * formContext.isDonneesROMonegasquesActivated), `nirLabel`, `cleLabel`.
 */
export default function NirWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, required, disabled, readonly, autofocus, options, rawErrors, registry } = props;
  const formContext = (registry?.formContext ?? {}) as WidgetsFormContext;
  const withKey = options.withKey !== false;
  const monegasqueAllowed = Boolean(options.monegasque ?? formContext.isDonneesROMonegasquesActivated ?? false);

  const [state, setState] = useState<NirState>(() => parseValue(value, withKey, monegasqueAllowed));
  const [touched, setTouched] = useState({ nir: false, key: false, mc: false });
  const lastEmitted = useRef<string | undefined>(composeValue(state, withKey));

  // Follow a value set from outside (reset, sample data), not our own echoes.
  useEffect(() => {
    const incoming = typeof value === 'string' ? value : undefined;
    if (incoming !== lastEmitted.current) {
      setState(parseValue(value, withKey, monegasqueAllowed));
      lastEmitted.current = incoming;
    }
  }, [value, withKey, monegasqueAllowed]);

  const update = (patch: Partial<NirState>) => {
    const next = { ...state, ...patch };
    setState(next);
    const composed = composeValue(next, withKey);
    lastEmitted.current = composed;
    onChange(composed);
  };

  const toggleMonegasque = (on: boolean) => {
    // Switching calls reinitNir: every part of the number is cleared.
    setTouched({ nir: false, key: false, mc: false });
    update({ monegasque: on, nir: '', key: '', mc: '' });
  };

  // --- live checks -----------------------------------------------------------------------
  let nirError: string | null = null;
  let keyError: string | null = null;
  if (state.monegasque) {
    const code = validateMonegasque(state.mc);
    if (code === 'pattern' || (code === 'required' && touched.mc && (required || state.mc.length > 0))) {
      nirError = MONEGASQUE_MESSAGES[code];
    }
  } else {
    const complete = state.nir.length === NIR_LENGTH;
    if (state.nir === '') {
      if (required && (touched.nir || touched.key)) nirError = NIR_MESSAGES.required;
    } else if ((complete || touched.nir) && !isValidNirStructure(state.nir)) {
      nirError = NIR_MESSAGES.pattern;
    }
    if (withKey && !nirError && complete) {
      const keyComplete = state.key.length === NIR_KEY_LENGTH;
      if (keyComplete && nirKey(state.nir) !== state.key) keyError = NIR_MESSAGES.cle;
      else if (!keyComplete && touched.key) keyError = NIR_MESSAGES.cle;
    }
  }
  const localErrors = [nirError, keyError];
  const hasError = useHasErrors(id, Boolean(nirError || keyError), rawErrors);
  const describedBy = errorsDescribedBy(id, hasError);

  const blur = (part: keyof typeof touched) => {
    setTouched((t) => ({ ...t, [part]: true }));
    onBlur(id, lastEmitted.current);
  };
  const focus = () => onFocus(id, lastEmitted.current);

  return (
    <div className="ea-nir">
      {monegasqueAllowed && (
        <Switch
          id={`${id}__monegasque`}
          label={T.monegasqueToggle}
          checked={state.monegasque}
          disabled={disabled || readonly}
          onChange={(e) => toggleMonegasque(e.currentTarget.checked)}
        />
      )}
      {state.monegasque ? (
        <div className="ea-nir__monegasque">
          <InputGroup
            id={id}
            aria-label={typeof options.monegasqueLabel === 'string' ? options.monegasqueLabel : T.monegasqueLabel}
            leftElement={<span className={Classes.INPUT_LEFT_CONTAINER} style={{ padding: '0 4px 0 8px', lineHeight: '30px' }}>{MONEGASQUE_PREFIX}</span>}
            value={state.mc}
            inputMode="numeric"
            maxLength={MONEGASQUE_INPUT_MAX_LENGTH}
            intent={hasError ? 'danger' : 'none'}
            disabled={disabled}
            readOnly={readonly}
            autoFocus={autofocus}
            aria-required={required || undefined}
            aria-invalid={hasError || undefined}
            aria-describedby={describedBy}
            onChange={(e) => update({ mc: e.target.value.replace(/\D/g, '').slice(0, MONEGASQUE_INPUT_MAX_LENGTH) })}
            onBlur={() => blur('mc')}
            onFocus={focus}
          />
        </div>
      ) : (
        <div className="ea-nir__fields" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <InputGroup
            id={id}
            className="ea-nir__numero"
            aria-label={typeof options.nirLabel === 'string' ? options.nirLabel : T.numeroLabel}
            value={state.nir}
            maxLength={NIR_LENGTH}
            autoComplete="off"
            spellCheck={false}
            intent={nirError || (hasError && !keyError) ? 'danger' : 'none'}
            disabled={disabled}
            readOnly={readonly}
            autoFocus={autofocus}
            aria-required={required || undefined}
            aria-invalid={Boolean(nirError) || undefined}
            aria-describedby={describedBy}
            style={{ width: '12em', letterSpacing: '0.05em' }}
            onChange={(e) => update({ nir: e.target.value.toUpperCase().replace(/[^0-9AB]/g, '').slice(0, NIR_LENGTH) })}
            onBlur={() => blur('nir')}
            onFocus={focus}
          />
          {withKey && (
            <InputGroup
              id={`${id}__cle`}
              className="ea-nir__cle"
              aria-label={typeof options.cleLabel === 'string' ? options.cleLabel : T.cleLabel}
              placeholder={T.cleLabel}
              value={state.key}
              inputMode="numeric"
              maxLength={NIR_KEY_LENGTH}
              autoComplete="off"
              intent={keyError ? 'danger' : 'none'}
              disabled={disabled}
              readOnly={readonly}
              aria-required={required || undefined}
              aria-invalid={Boolean(keyError) || undefined}
              aria-describedby={describedBy}
              style={{ width: '4em' }}
              onChange={(e) => update({ key: e.target.value.replace(/\D/g, '').slice(0, NIR_KEY_LENGTH) })}
              onBlur={() => blur('key')}
              onFocus={focus}
            />
          )}
        </div>
      )}
      <WidgetErrors id={errorsId(id)} errors={localErrors} rawErrors={rawErrors} />
    </div>
  );
}
