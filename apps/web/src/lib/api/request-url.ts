/** Builds `path?query` from a plain object, leaving out empty values. */
export function withQuery(path: string, query: unknown): string {
  if (!query || typeof query !== 'object') return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Form-urlencoded body for the endpoints marked `form` (the original's forgot-password call). */
export function toFormBody(body: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body)) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
  }
  return params;
}
