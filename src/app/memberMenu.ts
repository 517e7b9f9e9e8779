import { evaluateGuards, type GuardEnvironment } from '../engine/guards';
import type { RegisteredScreen } from '../engine/registries/screens';
import type { ScreenMenuCount } from '../language/screenTypes';

export interface MemberMenuEntry {
  label: string;
  /** react-router path ('/accueil'). */
  to: string;
  /** A number read beside the label (unread notifications). */
  count?: ScreenMenuCount;
}

/**
 * The header's navigation is data: every screen file with a `menu` entry the current
 * visitor's access condition lets in (roles, features), by ascending `order`, then by label.
 */
export function memberMenu(screens: readonly RegisteredScreen[], env: GuardEnvironment): MemberMenuEntry[] {
  return screens
    .filter((screen) => screen.menu && !screen.pattern.includes(':') && evaluateGuards(screen.access, env).allow)
    .sort((a, b) => a.menu!.order - b.menu!.order || a.menu!.label.localeCompare(b.menu!.label, 'fr'))
    .map((screen) => ({ label: screen.menu!.label, to: screen.pattern, ...(screen.menu!.count ? { count: screen.menu!.count } : {}) }));
}

/** The read behind a menu entry's number, with the very arguments its link gives the API slice (the server's drawing of the page reads it too). */
export const menuCountRead = (count: ScreenMenuCount) => ({ resource: count.resource, params: count.params });
