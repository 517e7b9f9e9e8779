/** The roles of a member's own account: the contract's holder (User) and a covered beneficiary's. */
export const MEMBER_ROLES = ['User', 'Beneficiaire'] as const;
