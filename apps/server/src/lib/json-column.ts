/** A jsonb column's value: drivers hand it over parsed, but a text-typed path may still give a string. */
export function readJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
