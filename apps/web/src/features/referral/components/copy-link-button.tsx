import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons';
import { useCopy } from '../../deposit/components/copy-button';
import { CopyIcon } from '../../deposit/components/deposit-icons';

/**
 * The empty list's call to action: "Copy invite link", then "Link copied" for two seconds.
 */
export function CopyLinkButton({ link }: { link: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy(link);

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
