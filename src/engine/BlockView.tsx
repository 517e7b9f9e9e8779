import { lazy, Suspense } from 'react';
import type { Block } from './screenTypes';
import { TextBlockView } from './blocks/TextBlockView';
import { LinkBlockView } from './blocks/LinkBlockView';
import { ButtonBlockView } from './blocks/ButtonBlockView';
import { HelpBlockView } from './blocks/HelpBlockView';
import { RedirectBlockView } from './blocks/RedirectBlockView';
import { Loader } from './blocks/Loader';
import { componentRegistry } from './registries/components';

// Forms (RJSF, ajv, widgets) and CMS pages (DOMPurify) load only on the routes that use them.
const FormBlockView = lazy(() => import('./blocks/FormBlockView'));
const CmsBlockView = lazy(() => import('./blocks/CmsBlockView'));
const CmsPopupBlockView = lazy(() => import('./blocks/CmsPopupBlockView'));

export function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'text':
      return <TextBlockView block={block} />;
    case 'link':
      return <LinkBlockView block={block} />;
    case 'button':
      return <ButtonBlockView block={block} />;
    case 'help':
      return <HelpBlockView block={block} />;
    case 'cms':
      return <Suspense fallback={<Loader />}><CmsBlockView block={block} /></Suspense>;
    case 'cmsPopup':
      return <Suspense fallback={<Loader />}><CmsPopupBlockView block={block} /></Suspense>;
    case 'redirect':
      return <RedirectBlockView block={block} />;
    case 'form':
      return <Suspense fallback={<Loader />}><FormBlockView block={block} /></Suspense>;
    case 'component': {
      const Component = componentRegistry[block.name];
      if (!Component) throw new Error(`Composant inconnu dans un écran : ${block.name}`);
      return <Suspense fallback={<Loader />}><Component /></Suspense>;
    }
  }
}
