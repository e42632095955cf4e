import {
  type AnnouncementInput,
  type ContentType,
  checkRichTextAttribute,
  finishRichTextElement,
  RICH_TEXT_CONFIG,
} from '@tessera/contracts';
import type { DOMPurify } from 'dompurify';

let purifier: Promise<DOMPurify> | null = null;

/**
 * DOMPurify on jsdom's window (DOMPurify's own recommendation for Node; decision 0024), made on the
 * first save that needs it: jsdom is large, and most processes (tests, jobs) never clean HTML.
 */
function purify(): Promise<DOMPurify> {
  purifier ??= (async () => {
    const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([
      import('dompurify'),
      import('jsdom'),
    ]);
    const instance = createDOMPurify(new JSDOM('').window);
    instance.addHook('uponSanitizeAttribute', checkRichTextAttribute);
    instance.addHook('afterSanitizeAttributes', finishRichTextElement);
    return instance;
  })();
  return purifier;
}

/** Staff HTML as it is stored: only the rich-text policy's tags, attributes and addresses left. */
export async function cleanRichText(html: string): Promise<string> {
  return (await purify()).sanitize(html, RICH_TEXT_CONFIG);
}

/** Types whose content is HTML (notices, agent notices and popups); a headline's is plain text, escaped when shown. */
const HTML_CONTENT: ReadonlySet<ContentType> = new Set<ContentType>(['PL', 'PU', 'AG']);

/** The input with its HTML cleaned in every language, as it will be stored. */
export async function withCleanHtml(input: AnnouncementInput): Promise<AnnouncementInput> {
  if (!HTML_CONTENT.has(input.contentType)) return input;
  const content: Record<string, string> = {};
  for (const [language, html] of Object.entries(input.content)) {
    if (typeof html === 'string') content[language] = await cleanRichText(html);
  }
  return { ...input, content };
}
