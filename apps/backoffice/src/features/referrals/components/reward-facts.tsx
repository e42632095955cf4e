import type { ReferralFlag, StaffReferralReward } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '../../../lib/format';

/** A member named in a reward, linked to their page, with their id under the name. */
export function MemberCell({ id, name, testId }: { id: number; name: string; testId: string }) {
  return (
    <span className="stack">
      <Link className="link" to={`/members/${id}`} data-testid={testId}>
        {name}
      </Link>
      <span className="muted">#{id}</span>
    </span>
  );
}

/** Why a friend was held, as small marks; nothing when none applies. */
export function FlagList({ flags }: { flags: readonly ReferralFlag[] }) {
  const { t } = useTranslation();
  if (flags.length === 0) return <span className="muted">—</span>;
  return (
    <ul className="referral-flags" data-testid="reward-flags">
      {flags.map((flag) => (
        <li key={flag} className="referral-flag" data-value={flag}>
          {t(`referrals.flags.${flag}`)}
        </li>
      ))}
    </ul>
  );
}

/** What a reward is for, as both decisions show it: who, which step, how much, why it was held. */
export function RewardFacts(props: { reward: StaffReferralReward; currency: string; scale: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { reward } = props;
  return (
    <dl className="facts" data-testid="reward-facts">
      <dt>{t('referrals.rewards.referrer')}</dt>
      <dd>
        <Link className="link" to={`/members/${reward.referrerId}`}>
          {reward.referrer}
        </Link>{' '}
        <span className="muted">#{reward.referrerId}</span>
      </dd>
      <dt>{t('referrals.rewards.friend')}</dt>
      <dd>
        <Link className="link" to={`/members/${reward.friendId}`}>
          {reward.friend}
        </Link>{' '}
        <span className="muted">#{reward.friendId}</span>
      </dd>
      <dt>{t('referrals.rewards.stage')}</dt>
      <dd>{t(`referrals.stages.${reward.stage}`)}</dd>
      <dt>{t('common.amount')}</dt>
      <dd className="num">{formatMoney(reward.amount, props.currency, lang, props.scale)}</dd>
      <dt>{t('referrals.rewards.flags')}</dt>
      <dd>
        <FlagList flags={reward.flags} />
      </dd>
      <dt>{t('referrals.rewards.friendIp')}</dt>
      <dd className="mono">{reward.friendIp ?? '—'}</dd>
      <dt>{t('referrals.rewards.createdAt')}</dt>
      <dd>{formatDateTime(reward.createdAt, lang)}</dd>
    </dl>
  );
}
