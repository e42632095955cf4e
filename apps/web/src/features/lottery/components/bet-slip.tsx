import { LOTTERY_MAX_CHASE, type LotteryDraw, type LotteryGame } from '@tessera/contracts';
import { betTypeOf, type PrizeMode } from '@tessera/lottery';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/icons';
import { isApiError } from '../../../lib/api/api-error';
import { formatAmount } from '../../wallet/balance-format';
import { newRequestId } from '../../wallet/request-id';
import { postLotteryBet } from '../api/post-lottery-bet';
import { isWordToken, tokenKey } from '../bet-types';
import { picksSummary } from '../picks-summary';
import {
  clearedSlip,
  lineStakeMinor,
  removeLine,
  type Slip,
  setChase,
  slipBody,
  slipTotals,
  withRequestId,
} from '../slip';

export interface Placed {
  count: number;
  numero: string;
}

/**
 * The bet slip: its lines, the optional chase, the total, and "place". One request id per slip: a
 * submit that failed on the way is retried with the same id (the server answers the bets it placed
 * the first time); the header balance follows by the WebSocket.
 */
export function BetSlip({
  game,
  prizeMode,
  draw,
  slip,
  onChange,
  onPlaced,
  scale,
  symbol,
  available,
  placeRef,
}: {
  game: LotteryGame;
  prizeMode: PrizeMode;
  draw: LotteryDraw | null;
  slip: Slip;
  onChange: (update: (slip: Slip) => Slip) => void;
  onPlaced: () => void;
  scale: number;
  symbol: string;
  available: number | null;
  /** The place button, for the phone's slip bar to bring up (slip-bar.tsx). */
  placeRef?: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const [placing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [placed, setPlaced] = useState<Placed | null>(null);
  const totals = slipTotals(slip, scale);
  const money = (amount: number) => `${symbol} ${formatAmount(amount, scale)}`;
  const short = available !== null && totals.total > available;
  const label = (key: string) => t(key);
  const token = (value: string) => (isWordToken(value) ? t(tokenKey(value)) : value);

  const change = (update: (slip: Slip) => Slip) => {
    setFailure(null);
    setPlaced(null);
    onChange(update);
  };

  const place = async () => {
    if (!draw || slip.lines.length === 0 || placing) return;
    const ready = withRequestId(slip, newRequestId) as Slip & { requestId: string };
    onChange(() => ready);
    setPlacing(true);
    setFailure(null);
    setPlaced(null);
    try {
      const answer = await postLotteryBet(slipBody(ready, game, draw.numero, prizeMode));
      setPlaced({ count: answer.bets.length, numero: draw.numero });
      onChange(clearedSlip);
      onPlaced();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('common_load_failed'));
    } finally {
      setPlacing(false);
    }
  };

  return (
    <section className="lottery-slip" aria-label={t('lottery_slip')} data-testid="lottery-slip" tabIndex={-1}>
      <h2 className="lottery-slip__title">
        {t('lottery_slip')}
        {slip.lines.length > 0 && <span className="lottery-slip__count">{slip.lines.length}</span>}
      </h2>
      {slip.lines.length === 0 ? (
        <p className="lottery-slip__empty" data-testid="lottery-slip-empty">
          {t('lottery_slip_empty')}
        </p>
      ) : (
        <ul className="lottery-slip__lines">
          {slip.lines.map((line) => {
            const type = betTypeOf(line.betType);
            return (
              <li key={line.key} className="lottery-slip__line" data-testid="lottery-slip-line">
                <div className="lottery-slip__line-head">
                  <span className="lottery-slip__type">{type ? t(type.name) : line.betType}</span>
                  <button
                    type="button"
                    className="icon-button lottery-slip__remove"
                    onClick={() => change((current) => removeLine(current, line.key))}
                    aria-label={t('lottery_remove_line')}
                    data-testid="lottery-slip-remove"
                  >
                    <CloseIcon />
                  </button>
                </div>
                <p className="lottery-slip__picks">
                  {type ? picksSummary(line.picks, type.board, label, token) : ''}
                </p>
                <p className="lottery-slip__figures">
                  <span>
                    {t('lottery_line_figures', { combinations: line.combinations, units: line.units })}
                  </span>
                  <strong data-testid="lottery-slip-line-stake">
                    {money(lineStakeMinor(line, scale) / 10 ** scale)}
                  </strong>
                </p>
              </li>
            );
          })}
        </ul>
      )}

      <div className="lottery-chase">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={slip.chase.enabled}
            onChange={(event) => change((current) => setChase(current, { enabled: event.target.checked }))}
            data-testid="lottery-chase"
          />
          <span>{t('lottery_chase')}</span>
        </label>
        {slip.chase.enabled && (
          <div className="lottery-chase__options">
            <label className="lottery-chase__draws">
              <span>{t('lottery_chase_draws')}</span>
              <input
                className="field__input"
                type="number"
                min={2}
                max={LOTTERY_MAX_CHASE}
                value={slip.chase.draws}
                onChange={(event) =>
                  change((current) => setChase(current, { draws: Number(event.target.value) }))
                }
                data-testid="lottery-chase-draws"
              />
            </label>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={slip.chase.stopOnWin}
                onChange={(event) =>
                  change((current) => setChase(current, { stopOnWin: event.target.checked }))
                }
                data-testid="lottery-chase-stop"
              />
              <span>{t('lottery_chase_stop')}</span>
            </label>
            <p className="field__hint">{t('lottery_chase_hint', { draws: totals.draws })}</p>
          </div>
        )}
      </div>

      <dl className="lottery-slip__totals">
        {totals.draws > 1 && slip.lines.length > 0 && (
          <div>
            <dt>{t('lottery_per_draw')}</dt>
            <dd>
              {money(totals.perDraw)} × {totals.draws}
            </dd>
          </div>
        )}
        <div className="lottery-slip__total">
          <dt>{t('lottery_total')}</dt>
          <dd data-testid="lottery-slip-total">{money(totals.total)}</dd>
        </div>
        {available !== null && (
          <div>
            <dt>{t('lottery_balance')}</dt>
            <dd>{money(available)}</dd>
          </div>
        )}
      </dl>
      {short && slip.lines.length > 0 && (
        <p className="field__error" role="alert">
          {t('lottery_not_enough_balance')}
        </p>
      )}
      <button
        ref={placeRef}
        type="button"
        className="button button--primary button--block"
        onClick={place}
        disabled={!draw || slip.lines.length === 0 || placing || short}
        aria-busy={placing || undefined}
        data-testid="lottery-place"
      >
        {placing ? t('lottery_placing') : t('lottery_place', { numero: draw?.numero ?? '' })}
      </button>
      {!draw && slip.lines.length > 0 && <p className="field__hint">{t('lottery_wait_for_draw')}</p>}
      {failure && (
        <p className="field__error" role="alert" data-testid="lottery-place-error">
          {failure}
          {slip.requestId && (
            <button type="button" className="link-button lottery-slip__retry" onClick={place}>
              {t('common_retry')}
            </button>
          )}
        </p>
      )}
      {placed && (
        <p className="lottery-slip__placed" role="status" data-testid="lottery-placed">
          {/* No balance here: the slip's Balance line above is the live one (a figure copied at
              placing time went stale beside it as soon as a draw paid out). */}
          {t('lottery_placed', { count: placed.count, numero: placed.numero })}
        </p>
      )}
    </section>
  );
}
