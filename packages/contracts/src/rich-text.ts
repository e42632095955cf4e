/**
 * The HTML staff may write in notices and popups, as a DOMPurify policy shared by the server (which
 * cleans it when it is saved) and the site (which cleans it again when it shows it): formatting,
 * lists, tables, links and pictures; no scripts, styles, event handlers, forms or embedded
 * documents, and only http(s) addresses and site paths in `href` and `src` (decision 0024).
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'a',
  'img',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'caption',
] as const;

export const RICH_TEXT_ATTRIBUTES = ['href', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan'] as const;

/** An http(s) address or a site path (not `//host`, which browsers read as another site). */
export const RICH_TEXT_URL = /^(?:https?:\/\/|\/(?!\/))/iu;

/**
 * DOMPurify's options for rich text (tags outside the list are unwrapped, their text kept). Links
 * and pictures are narrowed by `checkRichTextAttribute`, not by `ALLOWED_URI_REGEXP`, which DOMPurify
 * also applies to every other attribute's value, and which never stops `data:` in an image.
 */
export const RICH_TEXT_CONFIG = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

const NUMERIC = new Set(['width', 'height', 'colspan', 'rowspan']);

/**
 * DOMPurify `uponSanitizeAttribute` hook: `href` and `src` hold an http(s) address or a site path
 * (never `javascript:`, `data:` or `//host`); sizes and spans are small whole numbers.
 */
export function checkRichTextAttribute(
  _node: unknown,
  data: { attrName: string; attrValue: string; keepAttr: boolean },
): void {
  const value = data.attrValue.trim();
  if (data.attrName === 'href' || data.attrName === 'src') {
    if (!RICH_TEXT_URL.test(value) || /[\s"'<>\\]/u.test(value)) data.keepAttr = false;
  } else if (NUMERIC.has(data.attrName) && !/^\d{1,4}$/u.test(value)) {
    data.keepAttr = false;
  }
}

/**
 * DOMPurify `afterSanitizeAttributes` hook: a link to another site opens in a new tab without a
 * way back to this page, a picture loads lazily, and a picture with no safe source is dropped.
 */
export function finishRichTextElement(node: Element): void {
  const tag = node.tagName.toLowerCase();
  if (tag === 'a') {
    const href = node.getAttribute('href');
    if (href !== null && !href.startsWith('/')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  } else if (tag === 'img') {
    if (!node.hasAttribute('src')) node.remove();
    else node.setAttribute('loading', 'lazy');
  }
}
