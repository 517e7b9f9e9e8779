import type { FieldProps, RegistryFieldsType } from '@rjsf/utils';
import { ContextField } from './ContextField';
import { AdresseField } from './referentiel/AdresseField';
import { ReferentielField } from './referentiel/ReferentielField';

/**
 * Fields a UI schema may name with "ui:field": "hiddenWhenEmpty" shows a list (consents…) only
 * when it has items, "none" never renders (data that is not the visitor's to see or edit),
 * "referentiel" chooses in a server reference list, "adresse" lets an address's communes follow its postal code.
 */
function HiddenWhenEmptyField(props: FieldProps) {
  const ArrayField = props.registry.fields.ArrayField;
  if (!Array.isArray(props.formData) || props.formData.length === 0) return null;
  return <ArrayField {...props} />;
}

export const engineFields: RegistryFieldsType = {
  hiddenWhenEmpty: HiddenWhenEmptyField,
  none: ContextField,
  adresse: AdresseField,
  referentiel: ReferentielField,
};
