import { createContext, forwardRef, useContext, type HTMLAttributes, type ReactNode } from 'react';

/**
 * The page's outline decided in one place: a heading takes the level of where it stands, and
 * what sits under a titled block stands one level further down. The page's title is the only h1,
 * so a block at the top of a page, or of a dialog's body, starts at its own level (2, 3). Levels
 * never come from the block that draws the heading: nested as a screen file nests them, headings
 * follow one another without skipping a level.
 */
const LevelContext = createContext(2);

export const useHeadingLevel = (): number => useContext(LevelContext);

/** HTML has six levels: deeper than h6 repeats h6 rather than breaking the outline. */
export const headingTag = (level: number) => `h${Math.min(Math.max(level, 1), 6)}` as 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** A heading at the level of where it stands. */
export const Heading = forwardRef<HTMLHeadingElement, HTMLAttributes<HTMLHeadingElement>>(function Heading(props, ref) {
  const Tag = headingTag(useHeadingLevel());
  return <Tag ref={ref} {...props} />;
});

/**
 * What follows a heading: its content, one level down (`level` sets it, as a dialog's body below
 * its title; `by: 0` keeps the level, for content that has a heading only sometimes).
 */
export function UnderHeading({ children, level, by = 1 }: { children: ReactNode; level?: number; by?: number }) {
  const current = useHeadingLevel();
  return <LevelContext.Provider value={level ?? current + by}>{children}</LevelContext.Provider>;
}
