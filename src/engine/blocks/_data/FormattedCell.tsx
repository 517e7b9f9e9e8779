import type { ReactNode } from 'react';
import { Classes } from '@blueprintjs/core';
import type { DataColumn } from '../../../language/screenTypes';
import { readPath } from '../../../language/values';
import { formatValue, type FormattedValue, type ValueFormat } from '../../../language/formatValue';

/**
 * A formatted value; a badge is drawn with Blueprint's tag classes but as a plain span: the Tag
 * component measures its text after every mount (a layout read and a second render per cell),
 * which alone took most of a 500-row table's budget.
 */
export function valueNode(value: FormattedValue, className?: string): ReactNode | undefined {
  if (value.text === '') return undefined;
  if (!value.badge) return className ? <span className={className}>{value.text}</span> : value.text;
  const intent = value.badge.intent === 'none' ? '' : ` ${Classes.intentClass(value.badge.intent)}`;
  const extra = className ? ` ${className}` : '';
  return <span className={`${Classes.TAG} ${Classes.MINIMAL} ${Classes.ROUND}${intent}${extra}`}>{value.text}</span>;
}

/** One value of a row, formatted; undefined when empty. */
export function formattedNode(column: DataColumn, row: unknown): ReactNode | undefined {
  return valueNode(formatValue(readPath(row, column.key), column.format as ValueFormat | undefined, column.labels), column.className);
}

export function FormattedCell({ column, row }: { column: DataColumn; row: unknown }) {
  return <>{formattedNode(column, row)}</>;
}
