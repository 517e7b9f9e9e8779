import { useState } from 'react';
import { Button, Classes, InputGroup } from '@blueprintjs/core';
import { EyeOffIcon, EyeOpenIcon, SmallCrossIcon, SmallTickIcon } from '@blueprintjs/icons';
import type { WidgetProps } from '@rjsf/utils';
import { PASSWORD_MAX_LENGTH, checkPassword, passwordPolicy, type PasswordRule } from '../src/domain/password';
import { fillPlaceholders as fillTemplate } from '../src/language/placeholders';
import { widgetTexts } from '../src/i18n/widgets';
import { errorsDescribedBy, useHasErrors } from './WidgetErrors';
import type { WidgetsFormContext } from './WidgetContext';

const T = widgetTexts.password;

function ruleText(rule: PasswordRule, min: number): string {
  switch (rule) {
    case 'minLength':
      return fillTemplate(T.rules.length, { n: min });
    case 'maxLength':
      return T.rules.maxLength;
    default:
      return T.rules[rule];
  }
}

/**
 * Password with a show/hide toggle and the password policy (8-100 characters, lowercase,
 * uppercase, digit, special). ui:options: `minLength` (else formContext.passwordRequiredLength,
 * else 8), `showPolicy` (default true; false on a confirmation field), `autocomplete`
 * (default 'new-password').
 */
export default function PasswordWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, required, disabled, readonly, autofocus, options, rawErrors, registry, placeholder } = props;
  const formContext = (registry?.formContext ?? {}) as WidgetsFormContext;
  const configured = typeof options.minLength === 'number' ? options.minLength : formContext.passwordRequiredLength;
  const policy = passwordPolicy(configured);
  const [visible, setVisible] = useState(false);
  const text = typeof value === 'string' ? value : '';
  const unmet = new Set(checkPassword(text, policy.minLength));
  const showPolicy = options.showPolicy !== false;
  const hasError = useHasErrors(id, false, rawErrors);
  const policyId = `${id}__policy`;
  const rules = policy.rules.filter((r) => r !== 'maxLength' || unmet.has('maxLength'));

  return (
    <div className="ea-password">
      <InputGroup
        id={id}
        type={visible ? 'text' : 'password'}
        value={text}
        placeholder={placeholder}
        autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'new-password'}
        maxLength={PASSWORD_MAX_LENGTH}
        intent={hasError ? 'danger' : 'none'}
        disabled={disabled}
        // Blueprint writes aria-disabled="false" on an enabled input: inside a disabled block (a
        // fieldset) that would tell screen readers the field can be used. Only a field disabled itself says so.
        inputRef={(input) => input && !disabled && input.removeAttribute('aria-disabled')}
        readOnly={readonly}
        autoFocus={autofocus}
        aria-required={required || undefined}
        aria-invalid={hasError || undefined}
        aria-describedby={[showPolicy ? policyId : '', errorsDescribedBy(id, hasError)].filter(Boolean).join(' ') || undefined}
        onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
        rightElement={
          <Button
            variant="minimal"
            icon={visible ? <EyeOffIcon /> : <EyeOpenIcon />}
            aria-label={visible ? T.hide : T.show}
            title={visible ? T.hide : T.show}
            aria-pressed={visible}
            aria-controls={id}
            disabled={disabled}
            onClick={() => setVisible((v) => !v)}
          />
        }
      />
      {showPolicy && (
        <div id={policyId} className={`${Classes.FORM_HELPER_TEXT} ea-password__policy`}>
          {/* The field's error already says the rule sentence: not twice. */}
          {!(hasError && rawErrors?.includes(policy.message)) && <div>{policy.message}</div>}
          <ul style={{ listStyle: 'none', padding: 0, margin: '4px 0 0' }}>
            {rules.map((rule) => {
              const met = text !== '' && !unmet.has(rule);
              return (
                <li key={rule} data-met={met} style={{ display: 'flex', alignItems: 'center', gap: 4, color: met ? '#1c6e42' : undefined }}>
                  {met ? <SmallTickIcon aria-hidden /> : <SmallCrossIcon aria-hidden />}
                  <span>{ruleText(rule, policy.minLength)}</span>
                  <span className={Classes.TEXT_MUTED} style={{ position: 'absolute', left: -10000 }}>
                    {' '}
                    ({met ? T.ruleMet : T.ruleUnmet})
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
