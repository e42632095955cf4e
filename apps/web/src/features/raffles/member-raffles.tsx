import type { RaffleDraw, SeedState } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorPanel } from '../../components/error-panel';
import { Skeleton } from '../../components/skeleton';
import { isApiError } from '../../lib/api/api-error';
import { useLoad } from '../../lib/async/use-load';
import { refreshBalance } from '../wallet/balance-store';
import { fetchRaffleDraws } from './api/get-raffle-draws';
import { fetchRaffles } from './api/get-raffles';
import { FairnessCard } from './components/fairness-card';
import { PrizeTable } from './components/prize-table';
import { RaffleChooser } from './components/raffle-chooser';
import { RaffleStage } from './components/raffle-stage';
import { RecentDraws } from './components/recent-draws';
import { TicketRules } from './components/ticket-rules';
import { VerifyDialog } from './verify/verify-dialog';

/** A member's raffles, read for them; the one `?id=` names (else the first) on stage. */
export function MemberRaffles() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const list = useLoad(`raffles:${i18n.language}`, (signal) => fetchRaffles(signal));
  /** Tickets and seeds as the last draw or rotation left them (over the list's). */
  const [tickets, setTickets] = useState<Record<string, number>>({});
  const [seeds, setSeeds] = useState<SeedState | null>(null);
  const [mine, setMine] = useState<RaffleDraw[]>([]);
  const [verifying, setVerifying] = useState<RaffleDraw | null>(null);

  const raffles = list.state.phase === 'ready' ? list.state.value.list : [];
  const chosen = raffles.find((raffle) => raffle.id === search.get('id')) ?? raffles[0] ?? null;
  const draws = useLoad(chosen ? `draws:${chosen.id}:${i18n.language}` : null, (signal) =>
    fetchRaffleDraws(chosen!.id, 10, signal),
  );

  if (list.state.phase === 'failed') {
    const { error } = list.state;
    return <ErrorPanel message={isApiError(error) ? error.message : undefined} onRetry={list.retry} />;
  }
  if (list.state.phase !== 'ready') {
    return (
      <div className="rf-card" role="status" aria-label={t('common_loading')} data-testid="raffles-loading">
        <Skeleton lines={8} />
      </div>
    );
  }
  if (!chosen) {
    return (
      <section className="rf-card rf-empty" data-testid="raffles-empty">
        <h2 className="rf-card__title">{t('raf_empty_title')}</h2>
        <p className="rf-card__lead">{t('raf_empty_text')}</p>
        <Link className="button button--primary" to="/promotions">
          {t('raf_empty_promotions')}
        </Link>
      </section>
    );
  }
  const currentSeeds = seeds ?? list.state.value.seeds;
  const raffle = { ...chosen, tickets: tickets[chosen.id] ?? chosen.tickets };
  const withTickets = raffles.map((r) => ({ ...r, tickets: tickets[r.id] ?? r.tickets }));

  return (
    <div className="rf-layout">
      {raffles.length > 1 && (
        <RaffleChooser
          raffles={withTickets}
          chosen={chosen.id}
          onChoose={(id) => setSearch({ id }, { replace: true })}
        />
      )}
      <RaffleStage
        key={chosen.id}
        raffle={raffle}
        onClaimed={(answer) => {
          setTickets((state) => ({ ...state, [answer.draw.raffleId]: answer.tickets }));
          setSeeds(answer.seeds);
        }}
        onRevealed={(draw) => {
          setMine((state) => [draw, ...state]);
          if (draw.prize.type === 'CASH' || draw.prize.type === 'BONUS') void refreshBalance();
        }}
        onVerify={setVerifying}
      />
      <div className="rf-side">
        <FairnessCard seeds={currentSeeds} />
        <PrizeTable prizes={chosen.prizes} />
        <TicketRules rules={chosen.rules} />
        <RecentDraws
          state={draws.state}
          extra={mine.filter((draw) => draw.raffleId === chosen.id)}
          onRetry={draws.retry}
          onVerify={setVerifying}
        />
      </div>
      {verifying && (
        <VerifyDialog
          key={verifying.id}
          draw={verifying}
          seeds={currentSeeds}
          onSeeds={setSeeds}
          onClose={() => setVerifying(null)}
        />
      )}
    </div>
  );
}
