import type { FairRound } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api/api-error';
import { formatBalance } from '../../wallet/balance-format';
import { fetchFairRound } from '../api/get-fair-round';
import { multiplierText } from '../outcome-display';
import { rotateSeeds } from '../seeds-store';
import type { GameMoney } from '../use-game-money';
import { CheckList } from './check-list';
import { OutcomeView } from './outcome-view';
import { draftFromRound, type VerifyDraft } from './verify-draft';
import { verifyRound } from './verify-round';

/**
 * One round verified in the browser: the revealed seed against its commitment, the outcome and the
 * payout recomputed with @tessera/fair. A round of the active pair waits for a rotation, offered here.
 */
export function VerifyRoundModal({
  round: initial,
  money,
  onClose,
  onEdit,
}: {
  round: FairRound;
  money: GameMoney;
  onClose: () => void;
  /** Opens the hand-filled form with this round's values. */
  onEdit: (draft: VerifyDraft) => void;
}) {
  const { t } = useTranslation();
  const [round, setRound] = useState(initial);
  const [rotating, setRotating] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const report = verifyRound(round, money.scale);

  const rotateAndReload = async () => {
    setRotating(true);
    setFailure(null);
    try {
      await rotateSeeds();
      setRound((await fetchFairRound(round.id)).round);
    } catch (error) {
      setFailure(error);
    } finally {
      setRotating(false);
    }
  };

  return (
    <Modal
      title={t('seamless_verify_round_title', { nonce: round.nonce })}
      onClose={onClose}
      className="verify-modal"
    >
      <dl className="verify-summary">
        <div>
          <dt>{t('seamless_history_stake')}</dt>
          <dd>{formatBalance(round.stake, money.symbol, money.scale)}</dd>
        </div>
        <div>
          <dt>{t('seamless_history_multiplier')}</dt>
          <dd>{multiplierText(round.multiplier)}</dd>
        </div>
        <div>
          <dt>{t('seamless_history_payout')}</dt>
          <dd>{formatBalance(round.payout, money.symbol, money.scale)}</dd>
        </div>
      </dl>
      {report.kind === 'open' && (
        <p className="form-note">
          <InfoIcon />
          <span>{t('seamless_verify_open')}</span>
        </p>
      )}
      {report.kind === 'unrevealed' && (
        <div className="verify-unrevealed" data-testid="verify-unrevealed">
          <p className="form-note">
            <InfoIcon />
            <span>{t('seamless_verify_unrevealed')}</span>
          </p>
          {failure !== null && (
            <p className="form-alert" role="alert">
              {isApiError(failure) ? failure.message : t('common_load_failed')}
            </p>
          )}
          <button
            type="button"
            className="button button--primary"
            onClick={() => void rotateAndReload()}
            disabled={rotating}
            data-testid="verify-rotate"
          >
            {rotating && <Spinner size="small" />}
            {t('seamless_seeds_rotate')}
          </button>
        </div>
      )}
      {report.kind === 'failed' && (
        <p className="form-alert" role="alert" data-testid="verify-verdict">
          {t('seamless_verify_failed', { reason: report.message })}
        </p>
      )}
      {report.kind === 'checked' && (
        <>
          <CheckList checks={report.checks} />
          <div className="verify-outcome">
            <OutcomeView outcome={report.recomputed.outcome} params={round.params} />
          </div>
          <button
            type="button"
            className="link-button verify-modal__edit"
            onClick={() => onEdit(draftFromRound(round, round.stake.toFixed(money.scale)))}
            data-testid="verify-edit"
          >
            {t('seamless_verify_edit')}
          </button>
        </>
      )}
    </Modal>
  );
}
