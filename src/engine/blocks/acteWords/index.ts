import { lazy } from 'react';
import { defineBlock } from '../defineBlock';

// The back office's editor of an acte's words loads only on its page.
export default defineBlock('acteWords', lazy(() => import('./ActeWordsBlockView')));
