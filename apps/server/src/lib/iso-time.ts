/** A stored time as the wire's ISO text; null stays null (a row's column may be either). */
export const isoOrNull = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();
