import { useId, useMemo, type ReactNode } from 'react';
import { Classes } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import type { SectionBlock } from '../../screenTypes';
import { ScopeLayerProvider, useScreenScope } from '../../ScreenData';
import { resolveValues } from '../../values';
import { useReadQuery } from '../../../api/readEndpoint';
import { Blocks } from '../_data/Blocks';
import { fillResourcePath } from '../_data/itemScope';

/**
 * A titled group of blocks, a landmark named by its title. With `read`, the answer of that read is
 * `$read.<name>` for the blocks inside (a download shown only when there is a card); the data
 * blocks inside that name the same resource share the one cached request.
 */
export function SectionBlockView({ block }: { block: SectionBlock }) {
  const id = useId();
  return (
    <section className="ea-section" aria-labelledby={id}>
      <h2 id={id} className={Classes.HEADING}>{block.title}</h2>
      <WithRead read={block.read}>
        <Blocks blocks={block.blocks} />
      </WithRead>
    </section>
  );
}

function WithRead({ read, children }: { read: SectionBlock['read']; children: ReactNode }) {
  const scope = useScreenScope();
  const answer = useReadQuery(read ? { resource: fillResourcePath(read.resource, scope), params: resolveValues(read.params, scope) } : skipToken);
  const data = answer.currentData;
  const layer = useMemo(() => (read ? { reads: { [read.name]: data } } : {}), [read, data]);
  return read ? <ScopeLayerProvider value={layer}>{children}</ScopeLayerProvider> : <>{children}</>;
}
