import { isSafeUrl } from './link-target';

/**
 * Staff write notices and popups as HTML; the server stores it as given (contract), so the site
 * keeps only plain formatting before it renders any: known tags, a few attributes, safe links.
 */
const KEEP = new Set([
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
]);
/** Dropped with everything inside: code, embedded documents, forms, foreign markup. */
const DROP = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'link',
  'meta',
  'base',
  'title',
  'head',
  'video',
  'audio',
  'source',
  'track',
  'canvas',
  'dialog',
]);

const ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

/** keep the element, unwrap it (keep its content only), or drop it whole. */
export function tagAction(tag: string): 'keep' | 'unwrap' | 'drop' {
  const name = tag.toLowerCase();
  if (KEEP.has(name)) return 'keep';
  return DROP.has(name) ? 'drop' : 'unwrap';
}

export function allowedAttribute(tag: string, name: string, value: string): boolean {
  const attribute = name.toLowerCase();
  if (!ATTRIBUTES[tag.toLowerCase()]?.includes(attribute)) return false;
  if (attribute === 'href' || attribute === 'src') return isSafeUrl(value.trim());
  if (attribute === 'alt') return true;
  return /^\d{1,4}$/u.test(value);
}

function copyClean(source: Node, target: Node, document: Document): void {
  for (const child of source.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(document.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.localName;
    const action = tagAction(tag);
    if (action === 'drop') continue;
    if (action === 'unwrap') {
      copyClean(element, target, document);
      continue;
    }
    const clean = document.createElement(tag);
    for (const attribute of element.attributes) {
      if (allowedAttribute(tag, attribute.name, attribute.value)) {
        clean.setAttribute(attribute.name, attribute.value.trim());
      }
    }
    if (tag === 'a' && clean.hasAttribute('href') && !clean.getAttribute('href')!.startsWith('/')) {
      clean.setAttribute('target', '_blank');
      clean.setAttribute('rel', 'noopener noreferrer');
    }
    if (tag === 'img') {
      // A picture without a safe source is no picture.
      if (!clean.hasAttribute('src')) continue;
      clean.setAttribute('loading', 'lazy');
    }
    copyClean(element, clean, document);
    target.appendChild(clean);
  }
}

/** The HTML with only the allowed parts left (parsed inertly: nothing in it runs or loads). */
export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const output = document.implementation.createHTMLDocument('');
  const root = output.createElement('div');
  copyClean(parsed.body, root, output);
  return root.innerHTML;
}
