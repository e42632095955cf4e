import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons';
import { CopyIcon } from './deposit-icons';

/** Copies `text` on `copy()`; `copied` holds for two seconds. Falls back to a selection copy on plain-http brands. */
export function useCopy(text: string): { copied: boolean; copy: () => Promise<void> } {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(copyBySelection(text));
    }
  };
  return { copied, copy };
}

/** Copies `text`; says so for two seconds. */
export function CopyButton({ text, what, testId }: { text: string; what: string; testId?: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy(text);

  return (
    <button
      type="button"
      className="deposit-copy"
      onClick={() => void copy()}
      aria-label={t('dep_copy_label', { what })}
      data-testid={testId}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
      <span aria-live="polite">{copied ? t('dep_copied') : t('dep_copy')}</span>
    </button>
  );
}

/** The clipboard API needs a secure context; a hidden textarea and execCommand do not. */
function copyBySelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
