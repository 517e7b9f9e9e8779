import type { CSSProperties } from 'react';
import { Card } from '@blueprintjs/core';
import {
  getTemplate,
  getUiOptions,
  type ArrayFieldItemTemplateProps,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
} from '@rjsf/utils';

/** Laid out only when near the viewport, as nested groups are (ObjectFieldTemplate). */
const itemStyle: CSSProperties = {
  display: 'flex',
  gap: 8,
  alignItems: 'flex-start',
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 160px',
};

/** One item of a list, in a compact Blueprint `Card`, with its buttons on the right. */
export default function ArrayFieldItemTemplate<
  T = any,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = any,
>(props: ArrayFieldItemTemplateProps<T, S, F>) {
  const { children, className, buttonsProps, hasToolbar, registry, uiSchema } = props;
  const uiOptions = getUiOptions<T, S, F>(uiSchema);
  const ArrayFieldItemButtonsTemplate = getTemplate<'ArrayFieldItemButtonsTemplate', T, S, F>(
    'ArrayFieldItemButtonsTemplate',
    registry,
    uiOptions,
  );
  return (
    <Card compact className={`ea-array-item ${className}`} style={itemStyle}>
      <div className="ea-array-item-content" style={{ flex: 1, minWidth: 0 }}>
        {children}
      </div>
      {hasToolbar && (
        <div className="ea-array-item-toolbar" style={{ display: 'flex', flexWrap: 'nowrap' }}>
          <ArrayFieldItemButtonsTemplate {...buttonsProps} />
        </div>
      )}
    </Card>
  );
}
