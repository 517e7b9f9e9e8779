import { lazy } from 'react';
import { defineBlock } from '../defineBlock';

// Data blocks (Blueprint tables, tags, selects, the API reads) load only on the screens that use them.
export default defineBlock('list', lazy(() => import('./ListBlockView').then((module) => ({ default: module.ListBlockView }))));
