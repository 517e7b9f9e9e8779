import { createContext, useContext } from 'react';

/** Lets a block (a CMS page) replace the screen's title with the content's own. */
export const ScreenTitleContext = createContext<(title: string) => void>(() => {});
export const useSetScreenTitle = () => useContext(ScreenTitleContext);
