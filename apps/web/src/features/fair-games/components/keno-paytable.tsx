import { KENO_PAYTABLE } from '@tessera/fair';
import { useTranslation } from 'react-i18next';
import { bucketText } from '../outcome-display';

/** The pays for the current number of picks, by hits; the row the last round reached is lit. */
export function KenoPaytable({ picks, hits }: { picks: number; hits: number | null }) {
  const { t } = useTranslation();
  const row = KENO_PAYTABLE[picks] ?? [];
  if (row.length === 0)
    return <p className="keno-paytable keno-paytable--empty">{t('seamless_keno_pick_prompt')}</p>;
  return (
    <ol className="keno-paytable" dir="ltr" aria-label={t('seamless_keno_paytable')}>
      {row.map((pay, count) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: one entry per hit count
          key={count}
          className={`keno-paytable__item ${pay > 0 ? 'is-paying' : ''} ${hits === count ? 'is-hit' : ''}`}
        >
          <span className="keno-paytable__hits">{t('seamless_keno_hits_n', { count })}</span>
          <span className="keno-paytable__pay">{pay > 0 ? `${bucketText(pay)}×` : '0×'}</span>
        </li>
      ))}
    </ol>
  );
}
