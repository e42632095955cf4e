import type { Raffle } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../i18n/numbers';
import { KindArt } from './kind-art';

/** The open raffles side by side (scrolling on a phone), each with its tickets. */
export function RaffleChooser({
  raffles,
  chosen,
  onChoose,
}: {
  raffles: readonly Raffle[];
  chosen: string;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="rf-chooser" aria-label={t('raf_choose')}>
      {raffles.map((raffle) => (
        <button
          key={raffle.id}
          type="button"
          className={`rf-chooser__item ${raffle.id === chosen ? 'is-active' : ''}`}
          aria-current={raffle.id === chosen ? 'page' : undefined}
          onClick={() => onChoose(raffle.id)}
          data-testid={`raffle-choose-${raffle.id}`}
          data-kind={raffle.kind}
        >
          <KindArt kind={raffle.kind} />
          <span className="rf-chooser__title">{raffle.title}</span>
          {raffle.tickets > 0 && (
            <span className="rf-chooser__count">
              <span className="visually-hidden">{t('raf_tickets', { count: raffle.tickets })}</span>
              <span aria-hidden="true">{formatCount(raffle.tickets)}</span>
            </span>
          )}
        </button>
      ))}
    </nav>
  );
}
