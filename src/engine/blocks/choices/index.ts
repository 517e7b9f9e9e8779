import { lazy } from 'react';
import { defineBlock } from '../defineBlock';

// Answer lists (consents) live in member dialogs: never on the landing page.
export default defineBlock('choices', lazy(() => import('./ChoicesBlockView')));
