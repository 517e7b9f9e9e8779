import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Named components a screen file may place with { "type": "component", "name": … }:
 * the few screens that are not made of blocks (the widget gallery). Each loads on its own route only.
 * The shell adds its own (the developer screens of src/dev/) with registerComponent: the engine
 * never imports the shell's tools.
 */
export const componentRegistry: Record<string, LazyExoticComponent<ComponentType>> = {
  widgetGallery: lazy(() => import('../../../widgets/gallery/WidgetGallery').then((m) => ({ default: m.WidgetGallery }))),
};

export function registerComponent(name: string, component: LazyExoticComponent<ComponentType>): void {
  componentRegistry[name] = component;
}
