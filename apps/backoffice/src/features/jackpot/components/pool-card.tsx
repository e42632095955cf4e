import type { JackpotPool } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';

/** The pool now: amount, cycle, the commitment of its seed and the range its drop point lies in. */
export function PoolCard({ pool, currency, scale }: { pool: JackpotPool; currency: string; scale: number }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, currency, i18n.language, scale);
  const minor = (text: string) => money(Number(text) / 10 ** scale);
  return (
    <section className="card jackpot-pool" data-testid="jackpot-pool">
      <h2 className="jackpot-pool__title">{t('jackpot.poolTitle')}</h2>
      {pool.enabled ? (
        <>
          <p className="jackpot-pool__amount" data-testid="jackpot-pool-amount">
            {money(pool.amount)}
          </p>
          <dl className="jackpot-pool__facts">
            <dt>{t('jackpot.cycle')}</dt>
            <dd>{pool.cycle}</dd>
            <dt>{t('jackpot.range')}</dt>
            <dd>
              {minor(pool.dropMin)} – {minor(pool.dropMax)}
            </dd>
            <dt>{t('jackpot.commitment')}</dt>
            <dd>
              <code data-testid="jackpot-pool-commitment">{pool.commitment}</code>
            </dd>
          </dl>
        </>
      ) : (
        <p className="muted">{t('jackpot.off')}</p>
      )}
    </section>
  );
}
