import { createContext, useContext } from 'react';

/**
 * What holds a form block: a dialog gives `close`, so an outcome `{ "close": true }` closes it.
 * A form placed on a screen has no host (close does nothing).
 */
export interface FormHost {
  close?: () => void;
}

export const FormHostContext = createContext<FormHost>({});

export function useFormHost(): FormHost {
  return useContext(FormHostContext);
}
