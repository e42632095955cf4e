import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../components/error-panel';
import { isApiError } from '../../lib/api/api-error';
import { useSession } from '../session/use-session';
import { fetchReferralInfo } from './api/get-referral-info';
import { FriendsList } from './components/friends-list';
import { HowItWorks } from './components/how-it-works';
import { ReferralTotals } from './components/referral-totals';
import { ShareCard } from './components/share-card';
import { howItWorks } from './referral-words';
import { useKeptLoad } from './use-kept-load';
// In this order: the narrow phone's overrides come last.
import './referral.css';
import './referral-friends.css';
import './referral-phone.css';

/**
 * referral (spec §1, §2.3; issue 16): Invite friends. The member's code and link to copy, share or
 * show as a QR code; how the brand rewards each step of a friend's start; what inviting has earned;
 * and the friends invited, with the steps they reached and each reward paid, held or refused. The
 * member centre opens for members only (a visitor or a trial player never sees it), so this page
 * always has a member; it is read again for another member or language.
 */
export function ReferralPage() {
  const { i18n } = useTranslation();
  const { member } = useSession();
  if (!member) return null;
  return <ReferralContent key={`${member.id}:${i18n.language}`} memberId={member.id} />;
}

function ReferralContent({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  // Each refresh reads the figures and the friends again (a friend's reward is paid by a job).
  const [reads, setReads] = useState(0);
  const info = useKeptLoad(`${memberId}:${reads}`, (signal) => fetchReferralInfo(signal));

  if (!info.value) {
    if (info.failed) {
      return (
        <ErrorPanel
          message={isApiError(info.failed) ? info.failed.message : t('common_load_failed')}
          onRetry={info.retry}
        />
      );
    }
    return <ReferralSkeleton />;
  }

  const loaded = info.value;
  const offered = loaded.rules.enabled && howItWorks(loaded.rules).length > 0;
  return (
    <div className="rf-page" data-testid="referral-page" data-offered={offered}>
      <ShareCard code={loaded.code} link={loaded.link} rules={loaded.rules} offered={offered} />
      <HowItWorks rules={loaded.rules} offered={offered} />
      <ReferralTotals info={loaded} />
      <FriendsList
        memberId={memberId}
        reads={reads}
        rules={loaded.rules}
        link={offered ? loaded.link : null}
        refreshing={info.reading}
        onRefresh={() => setReads((count) => count + 1)}
      />
    </div>
  );
}

/** Placeholders in the shape of the page while its figures load. */
function ReferralSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="rf-page" role="status" aria-label={t('common_loading')} data-testid="rf-loading">
      <span className="rf-skeleton rf-skeleton--hero shimmer" />
      <span className="rf-skeleton rf-skeleton--steps shimmer" />
      <div className="rf-totals">
        {[0, 1, 2, 3].map((index) => (
          <span key={index} className="rf-skeleton rf-skeleton--tile shimmer" />
        ))}
      </div>
      <span className="rf-skeleton rf-skeleton--friend shimmer" />
      <span className="rf-skeleton rf-skeleton--friend shimmer" />
    </div>
  );
}
