import { FAIR_GAME_CODES, type FairGame, toMajor } from '@tessera/contracts';
import {
  FairInputError,
  formatMultiplier,
  KENO_MAX_PICKS,
  PLINKO_RISKS,
  PLINKO_ROWS,
  verifyCommitment,
} from '@tessera/fair';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, WarningIcon } from '../../../components/icons';
import { formatBalance } from '../../wallet/balance-format';
import { KenoBoard } from '../components/keno-board';
import { MinesGrid } from '../components/mines-grid';
import { Segmented } from '../components/segmented';
import { kenoCells, MINE_COUNTS, minesTiles } from '../outcome-display';
import { checkStake, payoutFor } from '../stake-rules';
import type { GameMoney } from '../use-game-money';
import { OutcomeView } from './outcome-view';
import { type Recomputed, type RoundInputs, recompute } from './recompute';
import {
  type DraftField,
  type DraftProblem,
  EMPTY_DRAFT,
  inputsOfDraft,
  type VerifyDraft,
} from './verify-draft';

type Result =
  | { kind: 'problem'; problem: DraftProblem }
  | { kind: 'refused'; reason: string }
  | {
      kind: 'done';
      inputs: RoundInputs;
      recomputed: Recomputed;
      commitment: boolean | null;
      payout: bigint | null;
    };

const NO_MINES = minesTiles({ revealed: [], hitTile: null, minePositions: null });

/**
 * Verify by hand: paste a server seed, client seed and nonce, choose the game and what was played,
 * and the browser computes the outcome and the pay with the same package the server uses.
 */
export function VerifyForm({
  game,
  money,
  initial,
}: {
  game: FairGame;
  money: GameMoney;
  /** A round's values to start from (the verify screen's "check by hand"). */
  initial?: VerifyDraft;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<VerifyDraft>(initial ?? { ...EMPTY_DRAFT, game });
  const [result, setResult] = useState<Result | null>(null);
  const change = (next: Partial<VerifyDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setResult(null);
  };
  const problemOf = (field: DraftField) =>
    result?.kind === 'problem' && result.problem.field === field ? result.problem : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = inputsOfDraft(draft);
    if ('problem' in parsed) {
      setResult({ kind: 'problem', problem: parsed.problem });
      return;
    }
    const stakeText = draft.stake.trim();
    if (stakeText !== '' && checkStake(stakeText, money.scale, null)) {
      setResult({ kind: 'problem', problem: { field: 'stake', key: 'seamless_verify_err_stake' } });
      return;
    }
    try {
      const recomputed = recompute(parsed.inputs);
      const commitment = draft.commitment.trim();
      setResult({
        kind: 'done',
        inputs: parsed.inputs,
        recomputed,
        commitment: commitment === '' ? null : verifyCommitment(parsed.inputs.serverSeed, commitment),
        payout: stakeText === '' ? null : payoutFor(stakeText, money.scale, recomputed.multiplier),
      });
    } catch (error) {
      if (!(error instanceof FairInputError)) throw error;
      setResult({ kind: 'refused', reason: error.message });
    }
  };

  const text = (field: DraftField & keyof VerifyDraft, label: string, hint?: string) => {
    const problem = problemOf(field);
    return (
      <label className={`field ${problem ? 'field--invalid' : ''}`}>
        <span className="field__label">{label}</span>
        <input
          className="field__input verify-form__mono"
          value={draft[field]}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => change({ [field]: event.target.value })}
          aria-invalid={problem !== null}
          data-testid={`verify-${field}`}
        />
        {problem ? (
          <span className="field__error">{t(problem.key, problem.params)}</span>
        ) : (
          hint && <span className="field__hint">{hint}</span>
        )}
      </label>
    );
  };

  const paramsProblem = problemOf('params');

  return (
    <form className="verify-form fair-card" onSubmit={submit} noValidate data-testid="verify-form">
      <h2 className="fair-card__title">{t('seamless_verify_title')}</h2>
      <p className="fair-card__lead">{t('seamless_verify_lead')}</p>
      <label className="field">
        <span className="field__label">{t('seamless_verify_game')}</span>
        <select
          className="field__select"
          value={draft.game}
          onChange={(event) => change({ game: event.target.value as FairGame })}
          data-testid="verify-game"
        >
          {FAIR_GAME_CODES.map((code) => (
            <option key={code} value={code}>
              {t(`seamless_game_${code}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="verify-form__grid">
        {text('serverSeed', t('seamless_seeds_server'))}
        {text('commitment', t('seamless_verify_commitment_optional'))}
        {text('clientSeed', t('seamless_seeds_client'))}
        {text('nonce', t('seamless_verify_nonce'))}
        {text('stake', t('seamless_verify_stake_optional'), t('seamless_verify_stake_hint'))}
      </div>

      <fieldset className="verify-form__params">
        <legend className="field__label">{t('seamless_verify_params')}</legend>
        {draft.game === 'dice' && (
          <div className="verify-form__grid">
            <Segmented
              label={t('seamless_dice_direction')}
              options={[
                { value: 'over', label: t('seamless_dice_over') },
                { value: 'under', label: t('seamless_dice_under') },
              ]}
              value={draft.direction}
              onChange={(direction) => change({ direction })}
            />
            <label className="field">
              <span className="field__label">{t('seamless_dice_target')}</span>
              <input
                className="field__input"
                inputMode="decimal"
                value={draft.target}
                onChange={(event) => change({ target: event.target.value })}
                data-testid="verify-target"
              />
            </label>
          </div>
        )}
        {draft.game === 'mines' && (
          <>
            <label className="field">
              <span className="field__label">{t('seamless_mines_count')}</span>
              <select
                className="field__select"
                value={draft.mines}
                onChange={(event) => change({ mines: Number(event.target.value) })}
              >
                {MINE_COUNTS.map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            </label>
            <p className="field__hint">{t('seamless_verify_mines_picks')}</p>
            <MinesGrid
              tiles={NO_MINES}
              order={draft.minesPicks}
              compact
              onReveal={(tile) =>
                change({
                  minesPicks: draft.minesPicks.includes(tile)
                    ? draft.minesPicks.filter((pick) => pick !== tile)
                    : [...draft.minesPicks, tile],
                })
              }
            />
          </>
        )}
        {draft.game === 'plinko' && (
          <div className="verify-form__grid">
            <Segmented
              label={t('seamless_plinko_rows')}
              options={PLINKO_ROWS.map((value) => ({ value, label: String(value) }))}
              value={draft.rows}
              onChange={(rows) => change({ rows })}
            />
            <Segmented
              label={t('seamless_plinko_risk')}
              options={PLINKO_RISKS.map((value) => ({ value, label: t(`seamless_risk_${value}`) }))}
              value={draft.risk}
              onChange={(risk) => change({ risk })}
            />
          </div>
        )}
        {draft.game === 'keno' && (
          <>
            <p className="field__hint">{t('seamless_verify_keno_picks', { max: KENO_MAX_PICKS })}</p>
            <KenoBoard
              compact
              cells={kenoCells(draft.kenoPicks, [])}
              onToggle={(number) =>
                change({
                  kenoPicks: draft.kenoPicks.includes(number)
                    ? draft.kenoPicks.filter((pick) => pick !== number)
                    : draft.kenoPicks.length < KENO_MAX_PICKS
                      ? [...draft.kenoPicks, number].sort((a, b) => a - b)
                      : draft.kenoPicks,
                })
              }
            />
          </>
        )}
        {draft.game === 'slot' && <p className="field__hint">{t('seamless_verify_slot_params')}</p>}
        {paramsProblem && <span className="field__error">{t(paramsProblem.key, paramsProblem.params)}</span>}
      </fieldset>

      <button type="submit" className="button button--primary" data-testid="verify-submit">
        {t('seamless_verify_compute')}
      </button>

      {result?.kind === 'refused' && (
        <p className="form-alert" role="alert">
          {t('seamless_verify_failed', { reason: result.reason })}
        </p>
      )}
      {result?.kind === 'done' && (
        <div className="verify-result" data-testid="verify-result">
          {result.commitment !== null && (
            <p
              className={`verify-verdict ${result.commitment ? 'verify-verdict--ok' : 'verify-verdict--bad'}`}
            >
              {result.commitment ? <CheckIcon /> : <WarningIcon />}
              {result.commitment ? t('seamless_verify_commitment_ok') : t('seamless_verify_commitment_bad')}
            </p>
          )}
          <dl className="verify-summary">
            <div>
              <dt>{t('seamless_history_multiplier')}</dt>
              <dd data-testid="verify-multiplier">{formatMultiplier(result.recomputed.multiplier, 4)}×</dd>
            </div>
            {result.payout !== null && (
              <div>
                <dt>{t('seamless_history_payout')}</dt>
                <dd>{formatBalance(toMajor(result.payout, money.scale), money.symbol, money.scale)}</dd>
              </div>
            )}
          </dl>
          <div className="verify-outcome">
            <OutcomeView outcome={result.recomputed.outcome} params={result.inputs.params} />
          </div>
        </div>
      )}
    </form>
  );
}
