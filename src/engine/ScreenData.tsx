import { createContext, useContext } from 'react';
import type { CheckOutcome } from './screenValues';

/** What the blocks of a screen may read besides the portal: its route values and its check. */
export interface ScreenData {
  query: Record<string, string>;
  params: Record<string, string | undefined>;
  /** null when the screen has no check. */
  check: CheckOutcome | null;
}

export const ScreenDataContext = createContext<ScreenData>({ query: {}, params: {}, check: null });

export function useScreenData(): ScreenData {
  return useContext(ScreenDataContext);
}
