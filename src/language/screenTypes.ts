/**
 * The shape of a screen file, generated from screens/screen.schema.json (itself assembled from
 * src/engine/blocks/<type>/<type>.schema.json): see src/generated/screenTypes.ts. Never written
 * by hand; the names below are the pieces the engine reaches for by name.
 */
export * from '../generated/screenTypes';
import type { Block } from '../generated/screenTypes';

export type BlockType = Block['type'];
/** The block of one type ('form' → FormBlock). */
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
