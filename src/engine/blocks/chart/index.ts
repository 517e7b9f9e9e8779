import { lazy } from 'react';
import { defineBlock } from '../defineBlock';

// Charts appear on back-office screens only: their code loads with them, never on the landing page.
export default defineBlock('chart', lazy(() => import('./ChartBlockView').then((module) => ({ default: module.ChartBlockView }))));
