/** The payment provider's page (the demo's stand-in for Monext), outside /api: the browser leaves the portal for it. */
export const PAYMENT_PAGE_PATH = '/paiement/monext';
