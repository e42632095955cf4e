import { useMemo } from 'react';
import { sanitizeHtml } from '../safe-html';

/** Staff-written HTML (notices, popups) after the allow-list: formatting, safe links and images. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by safe-html.ts (allow-list, inert parse)
  return <div className={`rich-text ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
