import { FAIR_GAME_CODES, type FairGame, type FairRound } from '@tessera/contracts';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tabs } from '../../components/tabs';
import { useStore } from '../../lib/store/create-store';
import { BackButton } from '../seamless/components/back-button';
import { VendorWalletBar } from '../seamless/components/vendor-wallet-bar';
import { inHousePath } from '../seamless/launch-target';
import { isTrial } from '../session/member-kind';
import { sessionStore } from '../session/session-store';
import { RoundHistory } from './components/round-history';
import { RulesPanel } from './components/rules-panel';
import { SeedsPanel } from './components/seeds-panel';
import { DiceGame } from './games/dice-game';
import { KenoGame } from './games/keno-game';
import { MinesGame } from './games/mines-game';
import { PlinkoGame } from './games/plinko-game';
import { SlotGame } from './games/slot-game';
import { rtpText } from './outcome-display';
import { useGameMoney } from './use-game-money';
import type { VerifyDraft } from './verify/verify-draft';
import { VerifyForm } from './verify/verify-form';
import { VerifyRoundModal } from './verify/verify-round-modal';

const GAMES: Record<FairGame, ComponentType<{ vendor: string | null }>> = {
  dice: DiceGame,
  mines: MinesGame,
  plinko: PlinkoGame,
  keno: KenoGame,
  slot: SlotGame,
};

type Tab = 'play' | 'seeds' | 'verify' | 'rules';

/**
 * An in-house game's screen: its name, RTP and the switch to the other four; the game with the
 * member's recent rounds; the seeds; the verify screen; the rules and pay tables. Panels stay
 * mounted while hidden, so a round in flight is never dropped by a change of tab.
 */
export function FairGameScreen({ game, vendor }: { game: FairGame; vendor: string | null }) {
  const { t } = useTranslation();
  const money = useGameMoney(vendor);
  const trial = useStore(sessionStore, (state) => state.phase === 'member' && isTrial(state.member));
  const [tab, setTab] = useState<Tab>('play');
  const [verifying, setVerifying] = useState<FairRound | null>(null);
  const [handDraft, setHandDraft] = useState<{ draft: VerifyDraft; version: number } | null>(null);
  const Game = GAMES[game];
  const tabs: { key: Tab; label: string }[] = [
    { key: 'play', label: t('seamless_tab_play') },
    { key: 'seeds', label: t('seamless_tab_seeds') },
    { key: 'verify', label: t('seamless_tab_verify') },
    { key: 'rules', label: t('seamless_tab_rules') },
  ];

  return (
    <div className="fair-screen container" data-testid="fair-screen" data-game={game}>
      <header className="fair-screen__head">
        <BackButton />
        <div className="fair-screen__title-block">
          <h1 className="fair-screen__title">{t(`seamless_game_${game}`)}</h1>
          <div className="fair-screen__chips">
            <span className="fair-chip fair-chip--rtp">
              {t('seamless_rtp')} {rtpText(game)}
            </span>
            <span className="fair-chip fair-chip--fair">{t('seamless_provably_fair')}</span>
            {trial && <span className="fair-chip fair-chip--trial">{t('seamless_trial_credits')}</span>}
          </div>
        </div>
        {vendor && <VendorWalletBar vendor={vendor} />}
      </header>

      <nav className="fair-switcher" aria-label={t('seamless_switch_games')}>
        {FAIR_GAME_CODES.map((code) => (
          <Link
            key={code}
            to={inHousePath(code)}
            className={`fair-switcher__game fair-switcher__game--${code}`}
            aria-current={code === game ? 'page' : undefined}
          >
            {t(`seamless_game_${code}`)}
          </Link>
        ))}
      </nav>

      <Tabs items={tabs} active={tab} onChange={setTab} label={t('seamless_tabs_label')} />

      <div hidden={tab !== 'play'} className="fair-screen__panel">
        <Game key={game} vendor={vendor} />
        <RoundHistory game={game} money={money} onVerify={setVerifying} />
      </div>
      <div hidden={tab !== 'seeds'} className="fair-screen__panel">
        {tab === 'seeds' && <SeedsPanel />}
      </div>
      <div hidden={tab !== 'verify'} className="fair-screen__panel">
        <VerifyForm
          key={`${game}:${handDraft?.version ?? 0}`}
          game={game}
          money={money}
          initial={handDraft?.draft}
        />
      </div>
      <div hidden={tab !== 'rules'} className="fair-screen__panel">
        <RulesPanel game={game} />
      </div>

      {verifying && (
        <VerifyRoundModal
          round={verifying}
          money={money}
          onClose={() => setVerifying(null)}
          onEdit={(draft) => {
            setVerifying(null);
            setHandDraft((current) => ({ draft, version: (current?.version ?? 0) + 1 }));
            setTab('verify');
          }}
        />
      )}
    </div>
  );
}
