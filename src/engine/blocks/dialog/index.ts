import { lazy } from 'react';
import { defineBlock } from '../defineBlock';

// Blueprint's Dialog/Overlay2 load only on the screens that have a dialog.
export default defineBlock('dialog', lazy(() => import('./DialogBlockView')));
