import { lazy } from 'react';
import { defineBlock } from '../defineBlock';

// The index of the member actes loads with « Mes démarches » only, not with the accueil.
export default defineBlock(
  'demarches',
  lazy(() => import('./DemarchesBlockView').then((module) => ({ default: module.DemarchesBlockView }))),
);
