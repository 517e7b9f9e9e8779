/** The roles an account holds, for the browser (guards, « Mes démarches ») and the server alike. */

/** The roles of a member's own account: the contract's holder (User) and a covered beneficiary's. */
export const MEMBER_ROLES = ['User', 'Beneficiaire'] as const;

/** The back-office roles: they reach the back office and act on any member's contract. */
export const STAFF_ROLES = ['Admin', 'BackEndUser', 'Consultant'] as const;

