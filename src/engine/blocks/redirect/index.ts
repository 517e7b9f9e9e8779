import { lazy } from 'react';
import { defineBlock } from '../defineBlock';

// Only redirect-to-mobile uses it: it loads with that route, not with the landing page.
export default defineBlock('redirect', lazy(() => import('./RedirectBlockView').then((module) => ({ default: module.RedirectBlockView }))));
