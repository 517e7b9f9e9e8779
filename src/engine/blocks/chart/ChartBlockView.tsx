import { useId } from 'react';
import { Classes } from '@blueprintjs/core';
import type { ChartBlock } from '../../../language/screenTypes';
import { readPath } from '../../../language/values';
import { useDataSource } from '../_data/useDataSource';
import { DataEmpty, DataError, DataSkeleton, DataStatus } from '../_data/DataStates';
import { formatValue } from '../../../language/formatValue';
import { barLayout, CHART_COLORS } from './barLayout';
import '../_data/dataBlocks.css';
import './chart.css';

/**
 * Bars of a read (e.g. accounts per client, connections per day). The SVG is one image
 * with a title (screen readers hear the title, then read the table below): the same figures as a
 * table, so nothing depends on seeing the bars or telling their colours apart.
 */
export function ChartBlockView({ block }: { block: ChartBlock }) {
  const data = useDataSource(block.source);
  const titleId = useId();
  if (data.failed) return <DataError label={block.label} onRetry={data.retry} />;
  if (data.loading) return (<><DataStatus loading count={null} /><DataSkeleton rows={4} /></>);
  const rows = data.rows.map((row) => ({
    name: formatValue(readPath(row, block.category.key), block.category.format ?? 'text').text,
    values: block.series.map((serie) => Number(readPath(row, serie.key)) || 0),
  }));
  if (rows.length === 0) return <DataEmpty text={block.empty} />;
  const layout = barLayout(rows, block.series.length);
  return (
    <figure className="ea-chart">
      <svg className="ea-chart__svg" role="img" aria-labelledby={titleId} viewBox={`0 0 ${layout.width} ${layout.height}`} preserveAspectRatio="xMinYMin meet">
        <title id={titleId}>{block.label}</title>
        {layout.ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={layout.plotLeft} x2={layout.width} y1={tick.y} y2={tick.y} className="ea-chart__grid" />
            <text x={layout.plotLeft - 6} y={tick.y + 4} textAnchor="end" className="ea-chart__axis">{tick.value}</text>
          </g>
        ))}
        {layout.groups.map((group, index) => (
          <g key={index}>
            {group.bars.map((bar, serie) => (
              <rect key={serie} x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={CHART_COLORS[serie]} />
            ))}
            <text x={group.center} y={layout.height - 6} textAnchor="middle" className="ea-chart__axis">{rows[index].name}</text>
          </g>
        ))}
      </svg>
      <ul className="ea-chart__legend" aria-hidden>
        {block.series.map((serie, index) => (
          <li key={serie.key}><span className="ea-chart__swatch" style={{ background: CHART_COLORS[index] }} />{serie.label}</li>
        ))}
      </ul>
      {/* The figures' table scrolls in its own box on a narrow screen, as a data table does: the page never scrolls sideways. */}
      <div className="ea-data-table__scroll" tabIndex={0} role="group" aria-label={block.label}>
        <table className={`${Classes.HTML_TABLE} ${Classes.COMPACT} ea-chart__table`}>
          <caption>{block.label}</caption>
          <thead>
            <tr>
              <th scope="col">{block.category.label}</th>
              {block.series.map((serie) => <th key={serie.key} scope="col">{serie.label}</th>)}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <th scope="row">{row.name}</th>
                {row.values.map((value, serie) => <td key={serie}>{value}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
