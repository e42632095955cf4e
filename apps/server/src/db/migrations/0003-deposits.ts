/** Deposits and payment-gateway notifications. */
export const statements: string[] = [];
