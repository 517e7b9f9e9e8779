import type { FieldProps, RegistryFieldsType } from '@rjsf/utils';
import { ContextField } from './ContextField';
import { lazy, Suspense } from 'react';
import { AdresseField } from './referentiel/AdresseField';
import { ConsentListField } from './ConsentListField';

// Loaded by the actes that choose in a server list only (the register form stays lighter).
const LazyReferentielField = lazy(() => import('./referentiel/ReferentielField').then((m) => ({ default: m.ReferentielField })));
function ReferentielField(props: FieldProps<string>) {
  return (
    <Suspense fallback={null}>
      <LazyReferentielField {...props} />
    </Suspense>
  );
}

/**
 * Fields a UI schema may name with "ui:field": "hiddenWhenEmpty" shows a list (consents…) only
 * when it has items, "none" never renders (data that is not the visitor's to see or edit),
 * "referentiel" chooses in a server reference list, "consentList" shows consents as labelled checkboxes, "adresse" lets an address's communes follow its postal code.
 */
function HiddenWhenEmptyField(props: FieldProps) {
  const ArrayField = props.registry.fields.ArrayField;
  if (!Array.isArray(props.formData) || props.formData.length === 0) return null;
  return <ArrayField {...props} />;
}

export const engineFields: RegistryFieldsType = {
  hiddenWhenEmpty: HiddenWhenEmptyField,
  consentList: ConsentListField,
  none: ContextField,
  adresse: AdresseField,
  // Any object whose reference lists follow a sibling (the beneficiaries covered at the care date).
  groupe: AdresseField,
  referentiel: ReferentielField,
};
