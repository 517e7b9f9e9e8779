import type { ClientConfiguration } from '../api/types';

/** The 'do not show again' cookie lives 365 days. */
export const MOBILE_BANNER_COOKIE = 'isMobileAppClosed';
export const MOBILE_BANNER_COOKIE_DAYS = 365;

export type MobilePlatform = 'android' | 'ios' | null;

export function mobilePlatform(userAgent: string): MobilePlatform {
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone/i.test(userAgent)) return 'ios';
  return null;
}

/** Shown on Android or iPhone user agents if enabled and not closed earlier. */
export function mobileBannerTarget(input: {
  userAgent: string;
  mobileApp: ClientConfiguration['mobileApp'];
  closedInStorage: boolean;
  closedCookie: boolean;
}): { platform: 'android' | 'ios'; url: string } | null {
  const platform = mobilePlatform(input.userAgent);
  if (!platform || !input.mobileApp?.enabled || input.closedInStorage || input.closedCookie) return null;
  const url = platform === 'android' ? input.mobileApp.androidUrl : input.mobileApp.iosUrl;
  return url ? { platform, url } : null;
}
