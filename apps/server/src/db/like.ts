/** `%`, `_` and `\` taken literally in a LIKE pattern (PostgreSQL's default escape is `\`). */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/gu, (c) => `\\${c}`);
