/** Withdrawals, their review and receipt confirmation. */
export const statements: string[] = [];
