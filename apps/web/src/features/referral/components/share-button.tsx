import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareIcon } from '../referral-icons';
import { canShare, isShareCancelled } from '../referral-words';

/**
 * The platform's share sheet for the link (phones, some desktops); nothing where the browser has
 * none (Copy is beside the link). A sheet the member closes is no failure.
 */
export function ShareButton({ link, className = '' }: { link: string; className?: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (!canShare(typeof navigator === 'undefined' ? undefined : navigator, link)) return null;

  const share = async () => {
    setFailed(false);
    try {
      await navigator.share({ title: t('rf_share_title'), text: t('rf_share_text'), url: link });
    } catch (error) {
      if (!isShareCancelled(error)) setFailed(true);
    }
  };

  return (
    <>
      <button
        type="button"
        className={`button button--primary rf-share__button ${className}`}
        onClick={() => void share()}
        data-testid="rf-share"
      >
        <ShareIcon aria-hidden="true" />
        {t('rf_share')}
      </button>
      {failed && (
        <p className="form-alert" role="alert">
          {t('rf_share_failed')}
        </p>
      )}
    </>
  );
}
