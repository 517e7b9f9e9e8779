import { Checkbox } from '@blueprintjs/core';
import type { FieldProps } from '@rjsf/utils';

interface Consent {
  nom: string;
  libelle?: string;
  accepted?: boolean;
}

/**
 * "ui:field": "consentList" — a list of consents ([{ nom, libelle, accepted }]) as one checkbox
 * each, labelled by its own text (the consent a member accepts is read, not « J'accepte » under a
 * numbered heading), in a fieldset named by the field's title. Nothing when the list is empty.
 */
export function ConsentListField({ formData, onChange, fieldPathId, uiSchema, schema, disabled, readonly }: FieldProps) {
  const consents = Array.isArray(formData) ? (formData as Consent[]) : [];
  if (consents.length === 0) return null;
  const title = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title;
  const toggle = (index: number, accepted: boolean) =>
    onChange(consents.map((consent, at) => (at === index ? { ...consent, accepted } : consent)), fieldPathId.path);
  return (
    <fieldset className="ea-consent-list">
      {title ? <legend>{title}</legend> : null}
      {consents.map((consent, index) => (
        <Checkbox
          key={consent.nom}
          label={consent.libelle ?? consent.nom}
          checked={consent.accepted === true}
          disabled={disabled || readonly}
          onChange={(event) => toggle(index, event.currentTarget.checked)}
        />
      ))}
    </fieldset>
  );
}
