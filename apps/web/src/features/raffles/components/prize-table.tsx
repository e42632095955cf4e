import type { RafflePrize } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { usePrizeFaces } from '../prize-faces';
import { PrizeIcon } from './prize-glyph';

/** A chance as members read it: "12.5%", "0.05%". */
export function chanceText(chance: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: chance < 0.01 ? 2 : 1,
  }).format(chance);
}

/** The prize table as members see it: every prize with its chance. */
export function PrizeTable({ prizes }: { prizes: readonly RafflePrize[] }) {
  const { t, i18n } = useTranslation();
  const faceOf = usePrizeFaces();
  return (
    <section className="rf-card" data-testid="raffle-prizes">
      <h3 className="rf-card__title">{t('raf_prizes_title')}</h3>
      <ul className="rf-prizes">
        {prizes.map((prize) => {
          const face = faceOf(prize);
          return (
            <li key={prize.index} className="rf-prizes__row">
              <PrizeIcon tone={face.tone} size={26} />
              <span className="rf-prizes__label">
                <strong>{prize.label}</strong>
                <small>
                  {face.tone === 'none' ? face.caption : `${face.title} · ${face.caption}`}
                  {prize.wageringMultiple ? ` · ${t('raf_wager', { times: prize.wageringMultiple })}` : ''}
                </small>
              </span>
              <span className="rf-prizes__chance">{chanceText(prize.chance, i18n.language)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
