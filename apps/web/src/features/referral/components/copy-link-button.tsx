import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons';
import { CopyIcon } from '../../deposit/components/deposit-icons';

/**
 * The empty list's call to action: "Copy invite link", then "Link copied" for two seconds. Where
 * the clipboard is refused (plain http), the link beside it in the hero is there to select.
 */
export function CopyLinkButton({ link }: { link: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <button
      type="button"
      className="button button--outline rf-copy-link"
      onClick={() => void copy()}
      data-testid="rf-empty-copy"
    >
      {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
      <span aria-live="polite">{copied ? t('rf_link_copied') : t('rf_copy_link')}</span>
    </button>
  );
}
