import type { GridTemplateProps } from '@rjsf/utils';

/**
 * Layout grid for `LayoutGridField` (`ui:layoutGrid`). Blueprint has no grid system, so a row
 * is a 12-column CSS grid and a column takes `span` columns (default: the whole row), e.g.
 * `{ 'ui:col': { span: 6, children: ['nom'] } }`. A row placed directly in a row spans the whole
 * outer row (else it would be one grid cell: 1/12 of the width, its labels over each other).
 */
export default function GridTemplate({ children, column, className, span, style, ...rest }: GridTemplateProps) {
  if (column) {
    return (
      <div className={className} style={{ gridColumn: `span ${Number(span) || 12}`, minWidth: 0, ...style }} {...rest}>
        {children}
      </div>
    );
  }
  return (
    <div
      className={className}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', columnGap: 16, gridColumn: '1 / -1', ...style }}
      {...rest}
    >
      {children}
    </div>
  );
}
