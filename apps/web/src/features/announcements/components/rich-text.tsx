import { useEffect, useMemo, useState } from 'react';
import { Skeleton } from '../../../components/skeleton';

type Sanitize = (html: string) => string;

let sanitizer: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/**
 * DOMPurify and the rich-text policy (`safe-html.ts`), fetched when the first notice or popup is
 * shown, so they stay out of the first page's script; a failed fetch is tried again next time.
 */
function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('../safe-html').then(
    (module) => {
      sanitizer = module.sanitizeHtml;
      return sanitizer;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The words of the HTML without any of its markup (parsed inertly: nothing in it runs or loads). */
function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/**
 * Staff-written HTML (notices, popups) after DOMPurify: formatting, safe links and images. While
 * the sanitiser loads, a skeleton; if it cannot load (offline), the text alone, never raw HTML.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => sanitizer);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (sanitize) return;
    let live = true;
    loadSanitizer().then(
      (loaded) => live && setSanitize(() => loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [sanitize]);
  const clean = useMemo(() => (sanitize ? sanitize(html) : null), [sanitize, html]);
  const classes = `rich-text ${className ?? ''}`;
  if (clean === null) {
    return failed ? (
      <div className={classes}>{textOf(html)}</div>
    ) : (
      <Skeleton lines={3} className={classes} />
    );
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (safe-html.ts)
  return <div className={classes} dangerouslySetInnerHTML={{ __html: clean }} />;
}
