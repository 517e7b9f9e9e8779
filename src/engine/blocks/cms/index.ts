import { lazy } from 'react';
import { defineBlock } from '../defineBlock';

// CMS pages (DOMPurify) load only on the routes that use them.
export default defineBlock('cms', lazy(() => import('./CmsBlockView')));
