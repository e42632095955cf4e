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
