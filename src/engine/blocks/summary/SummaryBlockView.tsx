import { Classes } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useReadQuery } from '../../../api/readEndpoint';
import type { SummaryBlock } from '../../../language/screenTypes';
import { useScreenScope } from '../../ScreenData';
import { readPath } from '../../../language/values';
import { InfoItem, InfoList } from '../../../../widgets/blocks/Layouts';
import { DataEmpty, DataError, DataSkeleton, DataStatus } from '../_data/DataStates';
import { sourceReadArgs } from '../_data/sourceArgs';
import { formattedNode } from '../_data/FormattedCell';
import { Heading } from '../../../../widgets/blocks/headingLevel';
import '../_data/dataBlocks.css';

/** Label/value pairs of one resource (a read), or of the row it is drawn for ($item); `empty` when the record is absent. */
export function SummaryBlockView({ block }: { block: SummaryBlock }) {
  const scope = useScreenScope();
  const source = block.source;
  const read = useReadQuery(source ? sourceReadArgs(source, scope) : skipToken);
  const record = source ? (source.items ? readPath(read.currentData, source.items) : read.currentData) : scope.item;
  const loading = source !== undefined && read.isFetching && read.currentData === undefined;
  const failed = source !== undefined && read.isError && !read.isFetching;
  return (
    <section className="ea-data ea-summary" aria-label={block.label}>
      {block.heading !== false && <Heading className={Classes.HEADING}>{block.label}</Heading>}
      {source && <DataStatus loading={loading} count={null} />}
      {failed ? (
        <DataError label={block.label} onRetry={() => void read.refetch()} />
      ) : loading ? (
        <DataSkeleton rows={block.fields.length} />
      ) : (record === null || record === undefined) && block.empty !== undefined ? (
        <DataEmpty text={block.empty} />
      ) : (
        <InfoList>
          {block.fields.map((field) => (
            <InfoItem key={field.key} label={field.label} value={formattedNode(field, record)} />
          ))}
        </InfoList>
      )}
    </section>
  );
}
