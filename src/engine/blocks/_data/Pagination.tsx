import { Button, ButtonGroup } from '@blueprintjs/core';
// Icon components, not names: a name makes Blueprint fetch every icon path (~100 KB gzip).
import { ChevronLeft, ChevronRight } from '@blueprintjs/icons';
import { dataBlockTexts as T } from '../../../i18n/dataBlocks';

/**
 * Previous / next page of a server-paged source, named after it; hidden when everything fits on one
 * page. `more`: the count is a lower bound (the server stopped counting), so there may be pages
 * past `pages`, and « Page suivante » stays offered.
 */
export function Pagination({ label, page, pages, more, onPage }: { label: string; page: number; pages: number; more: boolean; onPage: (page: number) => void }) {
  if (pages <= 1 && !more) return null;
  return (
    <nav className="ea-data-pagination" aria-label={T.pagination(label)}>
      <ButtonGroup>
        <Button icon={<ChevronLeft />} aria-label={T.previousPage} title={T.previousPage} disabled={page <= 1} onClick={() => onPage(page - 1)} />
        <span className="ea-data-pagination__label" aria-current="page">{more ? T.pageOfAtLeast(page, pages) : T.pageOf(page, pages)}</span>
        <Button icon={<ChevronRight />} aria-label={T.nextPage} title={T.nextPage} disabled={page >= pages && !more} onClick={() => onPage(page + 1)} />
      </ButtonGroup>
    </nav>
  );
}
