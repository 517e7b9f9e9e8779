import type { ReactNode } from 'react';
import { Tag } from '@blueprintjs/core';
import type { DataColumn } from '../../screenTypes';
import { readPath } from '../../values';
import { formatValue, type ValueFormat } from './formatValue';

/** One value of a row, formatted; a badge format draws a Blueprint Tag; undefined when empty. */
export function formattedNode(column: DataColumn, row: unknown): ReactNode | undefined {
  const value = formatValue(readPath(row, column.key), column.format as ValueFormat | undefined, column.labels);
  if (value.text === '') return undefined;
  if (value.badge) return <Tag minimal intent={value.badge.intent} round className={column.className}>{value.text}</Tag>;
  return column.className ? <span className={column.className}>{value.text}</span> : value.text;
}

export function FormattedCell({ column, row }: { column: DataColumn; row: unknown }) {
  return <>{formattedNode(column, row)}</>;
}
