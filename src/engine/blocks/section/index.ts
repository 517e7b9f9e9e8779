import { lazy } from 'react';
import { defineBlock } from '../defineBlock';

// Containers of data screens load only on the screens that use them.
export default defineBlock('section', lazy(() => import('./SectionBlockView').then((module) => ({ default: module.SectionBlockView }))));
