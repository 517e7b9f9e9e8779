import { FormGroup, InputGroup } from '@blueprintjs/core';
import {
  ADDITIONAL_PROPERTY_FLAG,
  buttonId,
  TranslatableString,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
  type WrapIfAdditionalTemplateProps,
} from '@rjsf/utils';

/**
 * For a property added by the user (`additionalProperties`): its key as an editable input,
 * the value field, and a 'Supprimer' button. Any other field passes through untouched.
 */
export default function WrapIfAdditionalTemplate<
  T = any,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = any,
>(props: WrapIfAdditionalTemplateProps<T, S, F>) {
  const { id, disabled, label, onKeyRenameBlur, onRemoveProperty, readonly, schema, children, uiSchema, registry } = props;
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) {
    return <>{children}</>;
  }
  const { translateString } = registry;
  const { RemoveButton } = registry.templates.ButtonTemplates;
  const keyId = `${id}-key`;
  return (
    <div className="ea-additional" style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
      <FormGroup className="ea-additional-key" label={translateString(TranslatableString.KeyLabel, [label])} labelFor={keyId}>
        <InputGroup
          key={label}
          id={keyId}
          name={keyId}
          defaultValue={label}
          onBlur={onKeyRenameBlur}
          disabled={disabled || readonly}
        />
      </FormGroup>
      <div className="ea-additional-value" style={{ flex: 1, minWidth: 0 }}>
        {children}
      </div>
      <RemoveButton
        id={buttonId(id, 'remove')}
        className="rjsf-object-property-remove"
        disabled={disabled || readonly}
        onClick={onRemoveProperty}
        uiSchema={uiSchema}
        registry={registry}
      />
    </div>
  );
}
