import { createContext } from 'react';
import type { ErrorVisibilityStore } from './errorVisibilityStore';

/**
 * The store of the enclosing `BlueprintForm`. `null` outside of it (theme used through a plain
 * `withTheme(Theme)` form): errors are then always visible, as in stock RJSF.
 */
export const ErrorVisibilityContext = createContext<ErrorVisibilityStore | null>(null);
