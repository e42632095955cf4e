/** Payment passwords, bound bank cards, contact verification. */
export const statements: string[] = [];
