/** JSON-schema pieces shared by the content routes. */

/** Inbenta user type: 2 connected, 4 not connected; other small integers tolerated. */
export const userTypeSchema = { type: 'integer', minimum: 0, maximum: 99 } as const;
