import { Tag } from '@blueprintjs/core';
import type { DataColumn } from '../../screenTypes';
import { readPath } from '../../values';
import { formatValue, type ValueFormat } from './formatValue';

/** One value of a row, formatted; a badge format draws a Blueprint Tag. */
export function FormattedCell({ column, row }: { column: DataColumn; row: unknown }) {
  const value = formatValue(readPath(row, column.key), column.format as ValueFormat | undefined, column.labels);
  return value.badge ? <Tag minimal intent={value.badge.intent} round>{value.text}</Tag> : <>{value.text}</>;
}
