import { useLayoutEffect } from 'react';

/**
 * Gives the focus back to what opened a dialog once it closes (Escape or the
 * close button, then the keyboard is where it was). Blueprint does it only at the end of its
 * close transition, which never comes when the dialog unmounts as it closes — as most of ours do.
 * Call it in the component that renders the Dialog, with the Dialog's isOpen.
 */
export function useReturnFocus(isOpen: boolean): void {
  useLayoutEffect(() => {
    if (!isOpen) return;
    // Layout effects run before Blueprint moves the focus into the dialog (next frame).
    const opener = document.activeElement;
    return () => {
      if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus();
    };
  }, [isOpen]);
}
