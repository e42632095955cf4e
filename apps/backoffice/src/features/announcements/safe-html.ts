import { checkRichTextAttribute, finishRichTextElement, RICH_TEXT_CONFIG } from '@tessera/contracts';
import DOMPurify from 'dompurify';

/**
 * The preview shows announcement HTML exactly as the member site will: cleaned by DOMPurify under
 * the shared policy (`@tessera/contracts` rich-text; the server applies it again when saving).
 */
const purify = DOMPurify();
purify.addHook('uponSanitizeAttribute', checkRichTextAttribute);
purify.addHook('afterSanitizeAttributes', finishRichTextElement);

export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, RICH_TEXT_CONFIG);
}
