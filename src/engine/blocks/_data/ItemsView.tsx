import type { CSSProperties } from 'react';
import { Card, Classes } from '@blueprintjs/core';
import type { Block, DataColumn, DataFilters, DataSource } from '../../../language/screenTypes';
import { ScopeLayerProvider } from '../../ScreenData';
import { InfoItem, InfoList } from '../../../../widgets/blocks/Layouts';
import { DataEmpty, DataError, DataSkeleton, DataStatus } from './DataStates';
import { Filters, type FilterSchema } from './Filters';
import { Pagination } from './Pagination';
import { Blocks } from './Blocks';
import { FormattedCell, formattedNode } from './FormattedCell';
import { Heading, UnderHeading } from '../../../../widgets/blocks/headingLevel';
import { useDataSource } from './useDataSource';
import { namesValues, readPath } from '../../../language/values';
import { useScreenScope } from '../../ScreenData';
import { resourcePath } from '../../../api/readResource';
import { fillResourcePath } from './itemScope';
import { RowNameContext } from './rowName';
import { formatValue, type ValueFormat } from '../../../language/formatValue';
import './dataBlocks.css';

/** What the list and cards blocks share: a read, an item template, the table's states. */
export interface ItemsBlock {
  label: string;
  source: DataSource;
  title: DataColumn;
  fields?: DataColumn[];
  filters?: DataFilters;
  itemBlocks?: Block[];
  empty?: string;
  /** cards: at most this many side by side. */
  columns?: number;
  /** cards: a picture (logo) per card, from a resource path with the item's values. */
  image?: { resource: string; height?: number };
  /** Styling hooks: a class on the list and on each item. */
  classNames?: { list?: string; item?: string };
}

export function ItemsView({ block, variant }: { block: ItemsBlock; variant: 'list' | 'cards' }) {
  const data = useDataSource(block.source);
  return (
    <section className={`ea-data ea-data--${variant}`} aria-label={block.label}>
      {block.filters && <Filters schema={block.filters as FilterSchema} values={data.filters} onApply={data.setFilters} />}
      <DataStatus loading={data.loading} count={data.failed ? null : data.total} atLeast={data.totalAtLeast} />
      {data.failed ? (
        <DataError label={block.label} onRetry={data.retry} />
      ) : data.loading ? (
        <DataSkeleton />
      ) : data.rows.length === 0 ? (
        <DataEmpty text={block.empty} />
      ) : (
        <ul
          className={[variant === 'cards' ? 'ea-cards' : 'ea-data-list', block.classNames?.list].filter(Boolean).join(' ')}
          style={block.columns ? ({ '--ea-cards-columns': block.columns } as CSSProperties) : undefined}
          data-columns={block.columns}
          aria-label={block.label}
        >
          {data.rows.map((row, index) => {
            const id = readPath(row, 'id');
            const content = <ItemContent block={block} row={row} />;
            return (
              <li key={typeof id === 'string' || typeof id === 'number' ? id : index}>
                {variant === 'cards' ? <Card compact className={block.classNames?.item}>{content}</Card> : <div className={block.classNames?.item}>{content}</div>}
              </li>
            );
          })}
        </ul>
      )}
      <Pagination label={block.label} page={data.page} pages={data.pages} more={data.totalAtLeast} onPage={data.setPage} />
    </section>
  );
}

function ItemContent({ block, row }: { block: ItemsBlock; row: unknown }) {
  return (
    <ScopeLayerProvider value={{ item: row }}>
      {block.image && <ItemImage image={block.image} row={row} />}
      <Heading className={`${Classes.HEADING} ea-data-item__title`}>
        <FormattedCell column={block.title} row={row} />
      </Heading>
      {block.fields && block.fields.length > 0 && (
        <InfoList>
          {block.fields.map((field) => (
            <InfoItem key={field.key} label={field.label} value={formattedNode(field, row)} />
          ))}
        </InfoList>
      )}
      {block.itemBlocks && (
        // The item's title names its actions; what the item holds sits one heading level below its title.
        <RowNameContext.Provider value={formatValue(readPath(row, block.title.key), block.title.format as ValueFormat | undefined, block.title.labels).text || undefined}>
          <UnderHeading>
            <Blocks blocks={block.itemBlocks} />
          </UnderHeading>
        </RowNameContext.Provider>
      )}
    </ScopeLayerProvider>
  );
}

/** A decorative picture of the item (a care network's logo); none when a value of its path is missing. */
function ItemImage({ image, row }: { image: { resource: string; height?: number }; row: unknown }) {
  const scope = useScreenScope();
  const itemScope = { ...scope, item: row };
  const filled = fillResourcePath(image.resource, itemScope);
  if (filled.split('/').some((segment, index) => segment === '' && namesValues(image.resource.split('/')[index] ?? ''))) return null;
  return <img src={`/api/${resourcePath(filled)}`} alt="" height={image.height ?? 40} className="ea-data-item__image" />;
}
