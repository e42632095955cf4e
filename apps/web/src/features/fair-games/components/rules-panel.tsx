import type { FairGame } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { rtpText } from '../outcome-display';
import { KenoFullPaytable, PlinkoPaytables, SlotPaytable } from './paytables';

/** How the game plays and pays: its RTP, its rules, and its pay table where it has one. */
export function RulesPanel({ game }: { game: FairGame }) {
  const { t } = useTranslation();
  return (
    <div className="rules-panel" data-testid="fair-rules">
      <section className="fair-card">
        <h2 className="fair-card__title">{t('seamless_rules_title')}</h2>
        <p className="rules-panel__rtp">
          <span>{t('seamless_rtp')}</span>
          <strong data-testid="fair-rtp">{rtpText(game)}</strong>
        </p>
        <p className="rules-panel__text">{t(`seamless_rules_${game}`)}</p>
        <p className="field__hint">{t('seamless_rules_fair')}</p>
      </section>
      {(game === 'slot' || game === 'keno' || game === 'plinko') && (
        <section className="fair-card">
          <h2 className="fair-card__title">{t('seamless_paytable')}</h2>
          {game === 'slot' && <SlotPaytable />}
          {game === 'keno' && <KenoFullPaytable />}
          {game === 'plinko' && <PlinkoPaytables />}
        </section>
      )}
    </div>
  );
}
