/** Local-storage keys: the browser remembers the contract, the code and the banner choice. */
export const storageKeys = {
  currentContrat: 'currentContrat',
  currentSecurityCode: 'currentSecurityCode',
  isMobileAppClosed: 'isMobileAppClosed',
} as const;
