/** A statement failed on a unique key (SQLSTATE 23505): usually a concurrent copy got there first. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';
