import { createContext } from 'react';

/**
 * Called by a lazy widget once its code has arrived and it is drawn. A submit refused while a
 * widget was still loading could not give the focus to it (it had no element yet): the enclosing
 * `BlueprintForm` gives it then, unless the visitor has moved the focus since. `null` outside a
 * `BlueprintForm`.
 */
export const LazyWidgetShownContext = createContext<(() => void) | null>(null);
