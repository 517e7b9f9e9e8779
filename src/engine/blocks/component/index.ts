import { lazy } from 'react';
import { defineBlock } from '../defineBlock';

// The named components (the widget gallery) are never on the landing page.
export default defineBlock('component', lazy(() => import('./ComponentBlockView').then((module) => ({ default: module.ComponentBlockView }))));
