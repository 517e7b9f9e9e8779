import {
  buttonId,
  canExpand,
  descriptionId,
  getTemplate,
  getUiOptions,
  titleId,
  type FormContextType,
  type ObjectFieldTemplateProps,
  type RJSFSchema,
  type StrictRJSFSchema,
} from '@rjsf/utils';

import type { CSSProperties } from 'react';

// Browsers frame a fieldset; Blueprint does not reset it. The group is shown by its heading.
const fieldsetReset: CSSProperties = { border: 0, margin: 0, padding: 0, minWidth: 0 };

/**
 * A nested group is styled and laid out only when near the viewport (`content-visibility: auto`):
 * on a long acte the browser skips the groups off screen, at first render and after each
 * keystroke (bench/typing.ts, 300 fields: first render 305 → 263 ms, keystroke p95 21 → 18 ms,
 * the bare-input floor being 17 ms). Focus, find-in-page and screen readers still reach them.
 * That containment clips painting to the group's box, so a 4 px padding keeps the fields' focus
 * rings inside it. Above and below, a negative margin cancels it; at the sides it does not: the
 * group would stick out 4 px on each side of its parent (a horizontal scroll in a dialog or on a
 * phone), so its fields are set in by 4 px instead.
 */
const nestedFieldset: CSSProperties = {
  ...fieldsetReset,
  margin: '-4px 0',
  padding: 4,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 320px',
};

/** A group of fields: a `<fieldset>` named by its title heading, then the properties in order. */
export default function ObjectFieldTemplate<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: ObjectFieldTemplateProps<T, S, F>,
) {
  const {
    className,
    description,
    disabled,
    formData,
    fieldPathId,
    onAddProperty,
    optionalDataControl,
    properties,
    readonly,
    registry,
    required,
    schema,
    title,
    uiSchema,
  } = props;
  // A pure oneOf/anyOf has no properties of its own: the union field renders everything.
  if ((schema.oneOf || schema.anyOf) && !schema.properties && properties.length === 0) {
    return null;
  }
  const options = getUiOptions<T, S, F>(uiSchema);
  const TitleFieldTemplate = getTemplate<'TitleFieldTemplate', T, S, F>('TitleFieldTemplate', registry, options);
  const DescriptionFieldTemplate = getTemplate<'DescriptionFieldTemplate', T, S, F>(
    'DescriptionFieldTemplate',
    registry,
    options,
  );
  const { AddButton } = registry.templates.ButtonTemplates;
  const controlInTitle = !readonly && !disabled;
  // A list item named by its own data (`ui:options.titleField`), rather than RJSF's « list-1 ».
  const named = typeof options.titleField === 'string' ? (formData as Record<string, unknown> | undefined)?.[options.titleField] : undefined;
  const shownTitle = typeof named === 'string' && named ? named : title;

  return (
    <fieldset
      className={`ea-object ${className ?? ''}`.trim()}
      id={fieldPathId.$id}
      style={fieldPathId.path.length === 0 ? fieldsetReset : nestedFieldset}
      aria-labelledby={shownTitle ? titleId(fieldPathId) : undefined}
    >
      {shownTitle && (
        <TitleFieldTemplate
          id={titleId(fieldPathId)}
          title={shownTitle}
          required={shownTitle === title && required}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
          optionalDataControl={controlInTitle ? optionalDataControl : undefined}
        />
      )}
      {description && (
        <DescriptionFieldTemplate
          id={descriptionId(fieldPathId)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {!controlInTitle && optionalDataControl}
      {properties.map((property) => property.content)}
      {canExpand<T, S, F>(schema, uiSchema, formData) && (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          className="rjsf-object-property-expand"
          onClick={onAddProperty}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
    </fieldset>
  );
}
