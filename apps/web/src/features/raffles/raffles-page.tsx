import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/skeleton';
import { GuestActions } from '../auth/components/guest-actions';
import { useSession } from '../session/use-session';
import { TicketIcon } from './components/raffle-icons';
import { MemberRaffles } from './member-raffles';
// In this order: the narrow phone's overrides come last.
import './raffles.css';
import './raffle-prizes.css';
import './raffle-wheel.css';
import './raffle-envelope.css';
import './raffle-egg.css';
import './raffles-phone.css';

/**
 * /raffle (issue 16, spec §1 `MCS2_claimRafflePromotion`): the lucky draws — prize wheel, red
 * envelope, golden egg. `?id=` picks one; each shows the member's tickets, the seed commitment the
 * next draw is bound to, the prize table with its chances, how tickets are earned, the member's
 * draws, and a check of any draw in the browser. A visitor (or trial player) is asked to sign in.
 */
export function RafflesPage() {
  const { t } = useTranslation();
  const { member, state: session } = useSession();
  return (
    <div className="container rf-page" data-testid="raffles-page">
      <header className="rf-page__head">
        <h1 className="rf-page__title">
          <TicketIcon aria-hidden="true" /> {t('nav_raffles')}
        </h1>
        <p className="rf-page__lead">{t('raf_lead')}</p>
      </header>
      {session.phase === 'restoring' ? (
        <div className="rf-card" role="status" aria-label={t('common_loading')}>
          <Skeleton lines={6} />
        </div>
      ) : member && !member.isTrial ? (
        <MemberRaffles key={member.id} />
      ) : (
        <section className="rf-card rf-guest" data-testid="raffles-guest">
          <h2 className="rf-card__title">{t(member ? 'raf_trial_title' : 'raf_visitor_title')}</h2>
          <p className="rf-card__lead">{t('raf_visitor_text')}</p>
          <GuestActions trial={member !== null} className="rf-guest__actions" testIdPrefix="rf" />
        </section>
      )}
    </div>
  );
}
