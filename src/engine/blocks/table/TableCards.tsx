import { memo, useMemo } from 'react';
import { Card, Classes } from '@blueprintjs/core';
import type { DataColumn, TableBlock, TableCards as CardsOption } from '../../../language/screenTypes';
import { BlockView } from '../../BlockView';
import { ScopeLayerProvider } from '../../ScreenData';
import { InfoItem, InfoList } from '../../../../widgets/blocks/Layouts';
import { Heading, UnderHeading } from '../../../../widgets/blocks/headingLevel';
import { dataBlockTexts as T } from '../../../i18n/dataBlocks';
import { valueNode } from '../_data/FormattedCell';
import type { RowModel } from '../_data/rowModel';
import { RowNameContext } from '../_data/rowName';

/** Where each column goes on a card: its heading, the fields under it, the disclosure. */
interface CardLayout {
  title: number;
  fields: number[];
  detail: number[];
}

function cardLayout(columns: readonly DataColumn[], cards: CardsOption): CardLayout {
  const at = (key: string) => columns.findIndex((column) => column.key === key);
  const title = Math.max(at(cards.title), 0);
  const fields = (cards.fields ?? []).map(at).filter((index) => index >= 0 && index !== title);
  const detail = columns.map((_, index) => index).filter((index) => index !== title && !fields.includes(index));
  return { title, fields, detail };
}

/**
 * The table's rows as cards, for a phone: the same rows, formatted once (the table's row models),
 * in the same order; nothing is hidden from anyone — the columns a member needs less are in a
 * native disclosure (<details>), which the keyboard opens and screen readers announce as such.
 */
export function TableCards({ block, cards, models, busy }: { block: TableBlock; cards: CardsOption; models: readonly RowModel[]; busy: boolean }) {
  const layout = useMemo(() => cardLayout(block.columns, cards), [block.columns, cards]);
  return (
    <ul className="ea-data-cards" aria-label={block.label} aria-busy={busy || undefined}>
      {models.map((model) => (
        <TableCard key={model.key} block={block} model={model} layout={layout} detailLabel={cards.detailLabel ?? T.cardDetail} />
      ))}
    </ul>
  );
}

const TableCard = memo(function TableCard({
  block,
  model,
  layout,
  detailLabel,
}: {
  block: TableBlock;
  model: RowModel;
  layout: CardLayout;
  detailLabel: string;
}) {
  const rowBlocks = block.rowBlocks ?? [];
  const item = (index: number) => (
    <InfoItem key={block.columns[index].key} label={block.columns[index].label} value={valueNode(model.cells[index], block.columns[index].className)} />
  );
  return (
    <li>
      <Card compact className="ea-data-card">
        <Heading className={`${Classes.HEADING} ea-data-item__title`}>
          {valueNode(model.cells[layout.title], block.columns[layout.title].className) ?? block.columns[layout.title].label}
        </Heading>
        {layout.fields.length > 0 && <InfoList>{layout.fields.map(item)}</InfoList>}
        {layout.detail.length > 0 && (
          <details className="ea-data-card__detail">
            <summary>{detailLabel}</summary>
            <InfoList>{layout.detail.map(item)}</InfoList>
          </details>
        )}
        {rowBlocks.length > 0 && (
          <div className="ea-data-card__actions">
            <ScopeLayerProvider value={model.scope}>
              {/* As in the table, the row's first cell names its actions (the same name at every width). */}
              <RowNameContext.Provider value={model.cells[0]?.text || undefined}>
                <UnderHeading>
                  {rowBlocks.map((child, childIndex) => (
                    <BlockView key={childIndex} block={child} />
                  ))}
                </UnderHeading>
              </RowNameContext.Provider>
            </ScopeLayerProvider>
          </div>
        )}
      </Card>
    </li>
  );
});
