import { createContext } from 'react';
import type { ActeWords } from '../../../language/acteWords';

/**
 * Words a form shows in place of the client's words in force, by acte: the back office's live
 * preview of a rewording not saved yet. Outside it, a form reads the client's words in force
 * (GET /api/identity/traductions, `actes`).
 */
export const ActeWordsOverride = createContext<Readonly<Record<string, ActeWords>> | null>(null);
