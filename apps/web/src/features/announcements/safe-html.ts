import { checkRichTextAttribute, finishRichTextElement, RICH_TEXT_CONFIG } from '@tessera/contracts';
import DOMPurify from 'dompurify';

/**
 * Staff write notices and popups as HTML. The server cleans it when it is saved; the site cleans
 * it again before it renders any (rows saved before, a server that changes), with DOMPurify under
 * the same policy (`@tessera/contracts` rich-text). Loaded only where announcements render
 * (`RichText` imports this module on demand), so DOMPurify stays out of the first page's script.
 */
const purify = DOMPurify();
purify.addHook('uponSanitizeAttribute', checkRichTextAttribute);
purify.addHook('afterSanitizeAttributes', finishRichTextElement);

/** The HTML with only the allowed parts left (parsed inertly: nothing in it runs or loads). */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, RICH_TEXT_CONFIG);
}
