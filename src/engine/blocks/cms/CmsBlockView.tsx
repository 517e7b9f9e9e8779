import { useEffect } from 'react';
import { Callout } from '@blueprintjs/core';
import { useGetCmsBlocksQuery } from '../../../api/portalApi';
import type { CmsBlock } from '../../../language/screenTypes';
import { useScreenScope } from '../../ScreenData';
import { resolveValue } from '../../../language/values';
import { useSetScreenTitle } from '../../ScreenTitle';
import { toastTexts } from '../../../i18n/messages';
import { Loader } from '../../ui/Loader';
import { SafeHtml } from '../../ui/SafeHtml';
import { Heading, UnderHeading } from '../../../../widgets/blocks/headingLevel';

/** A CMS block list (blocklists): static pages, help texts, error-page content. */
export default function CmsBlockView({ block }: { block: CmsBlock }) {
  const resolved = resolveValue(block.itemName, useScreenScope());
  const itemName = resolved === undefined || resolved === null || resolved === '' ? undefined : String(resolved);
  const { data, isLoading, isError } = useGetCmsBlocksQuery({ name: block.name, itemName });
  const setTitle = useSetScreenTitle();
  const first = data?.items[0];
  useEffect(() => {
    if (!block.titleFromContent) return;
    if (first) setTitle(first.title);
    else if (data && block.notFoundText) setTitle(block.notFoundText);
  }, [block, first, data, setTitle]);

  if (isLoading) return <Loader />;
  if (isError) return <Callout intent="danger" role="alert">{toastTexts.cmsFailed(itemName ?? block.name)}</Callout>;
  if (!data || data.items.length === 0) {
    // With titleFromContent the page's h1 already says it: the text is not written twice.
    return block.notFoundText && !block.titleFromContent ? <Callout intent="warning" role="alert">{block.notFoundText}</Callout> : null;
  }
  return (
    <>
      {data.items.map((item) => (
        <section key={item.id} className="ea-cms-item">
          {!block.titleFromContent && item.title ? (
            <>
              <Heading>{item.title}</Heading>
              <UnderHeading>
                <SafeHtml html={item.content} />
              </UnderHeading>
            </>
          ) : (
            <SafeHtml html={item.content} />
          )}
        </section>
      ))}
    </>
  );
}
