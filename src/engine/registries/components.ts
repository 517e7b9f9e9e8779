import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Named components a screen file may place with { "type": "component", "name": … }:
 * the few screens that are not made of blocks (the widget gallery). Each loads on its own route only.
 */
export const componentRegistry: Record<string, LazyExoticComponent<ComponentType>> = {
  widgetGallery: lazy(() => import('../../../widgets/gallery/WidgetGallery').then((m) => ({ default: m.WidgetGallery }))),
  // The acte catalogue and preview (#/dev/actes, src/dev/): developer screens.
  acteCatalogue: lazy(() => import('../../dev/DevActes').then((m) => ({ default: m.DevActes }))),
};
