import type { SeedState } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { SeedValue } from '../../fair-games/components/seeds-panel';
import { FairIcon } from './raffle-icons';

/**
 * What the next draw is bound to before it is made: the commitment (SHA-256 of the secret server
 * seed), the member's client seed and the next nonce. The same pair as the in-house games.
 */
export function FairnessCard({ seeds }: { seeds: SeedState }) {
  const { t } = useTranslation();
  return (
    <section className="rf-card rf-fair" data-testid="raffle-fairness">
      <h3 className="rf-card__title">
        <FairIcon aria-hidden="true" /> {t('raf_fair_title')}
      </h3>
      <p className="rf-card__lead">{t('raf_fair_lead')}</p>
      <dl className="seed-list">
        <SeedValue label={t('raf_fair_commitment')} value={seeds.commitment} testId="raffle-commitment" />
        <SeedValue label={t('raf_fair_client')} value={seeds.clientSeed} />
        <div className="seed-value">
          <dt className="seed-value__label">{t('raf_fair_nonce')}</dt>
          <dd className="seed-value__row">
            <code className="seed-value__text" data-testid="raffle-next-nonce">
              {seeds.nextNonce}
            </code>
          </dd>
        </div>
      </dl>
    </section>
  );
}
