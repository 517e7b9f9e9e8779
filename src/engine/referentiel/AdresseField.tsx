import type { FieldProps } from '@rjsf/utils';

/**
 * "ui:field": "adresse" on an address object: drawn as a plain object, but its
 * values reach its reference-list fields (formContext.siblings), so the commune list follows the
 * postal code typed just above it. Without the engine's fields (snapshots) it is a plain object.
 */
export function AdresseField(props: FieldProps) {
  const { ObjectField } = props.registry.fields;
  const siblings = (props.formData ?? {}) as Record<string, unknown>;
  const registry = { ...props.registry, formContext: { ...props.registry.formContext, siblings } };
  return <ObjectField {...props} registry={registry} />;
}
