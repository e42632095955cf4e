/** Text made safe inside a double- or single-quoted HTML attribute of a page the server writes. */
export function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`);
}
