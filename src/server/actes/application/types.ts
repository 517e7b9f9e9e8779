import type { Queryable } from '../../db/types';

/** What an application is given: the filed acte's data, whose it is and on which contract. */
export interface ApplicationContext {
  /** The account that filed the acte. */
  userId: string;
  /** The member record of that account (the holder's own account: never null when applied). */
  adherentId: string;
  /** The contract the demande was filed on, null when the acte does not depend on one. */
  numeroContrat: string | null;
  /** The acte's data, validated by its schema. */
  data: Record<string, unknown>;
}

/**
 * Applies an acte to the member's data, inside the transaction that files its demande: an error
 * rolls both back, so a demande is « Traitée » only when its change is made.
 */
export type Application = (tx: Queryable, context: ApplicationContext) => Promise<void>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** A text field of the data, null when absent or blank. */
export const textOf = (data: Record<string, unknown>, field: string): string | null => text(data[field]);
