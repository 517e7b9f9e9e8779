import { lazy } from 'react';
import { defineBlock } from '../defineBlock';

// Forms (RJSF, ajv, widgets) load only on the routes that use them.
export default defineBlock('form', lazy(() => import('./FormBlockView')));
