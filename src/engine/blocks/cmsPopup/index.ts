import { lazy } from 'react';
import { defineBlock } from '../defineBlock';

export default defineBlock('cmsPopup', lazy(() => import('./CmsPopupBlockView')));
