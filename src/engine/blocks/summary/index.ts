import { lazy } from 'react';
import { defineBlock } from '../defineBlock';

// Data blocks (Blueprint tables, tags, selects, the API reads) load only on the screens that use them.
export default defineBlock('summary', lazy(() => import('./SummaryBlockView').then((module) => ({ default: module.SummaryBlockView }))));
