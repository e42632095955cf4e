import type { JackpotPool, JackpotWin } from '@tessera/contracts';
import { verifyJackpot } from '@tessera/fair';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { CheckIcon, WarningIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { Skeleton } from '../../../components/skeleton';
import { formatDateTime } from '../../../i18n/numbers';
import { isApiError } from '../../../lib/api/api-error';
import { useLoad } from '../../../lib/async/use-load';
import { useSite } from '../../site/use-site';
import { fetchJackpotWins } from '../api/get-jackpot';
import { formatJackpot, toCents } from '../jackpot';

/** Minor units (a decimal string) as the banner writes money. */
const minorText = (minor: string, symbol: string) => `${symbol}${formatJackpot(Number(minor))}`;

/**
 * The jackpot's fairness (decision 0046): the open cycle's commitment and range, and each past
 * win with its revealed seed, its drop point recomputed here in the browser with packages/fair.
 */
export default function JackpotVerifyModal({ pool, onClose }: { pool: JackpotPool; onClose: () => void }) {
  const { t } = useTranslation();
  const { currencySymbol } = useSite().info.brand;
  const { state, retry } = useLoad('jackpot-wins', fetchJackpotWins);
  return (
    <Modal title={t('jackpot_verify_title')} onClose={onClose} className="jackpot-verify" size="medium">
      <p className="jackpot-verify__lead">{t('jackpot_verify_lead')}</p>
      <dl className="jackpot-verify__cycle" data-testid="jackpot-commitment">
        <dt>{t('jackpot_current', { cycle: pool.cycle })}</dt>
        <dd>
          {t('jackpot_range', {
            min: minorText(pool.dropMin, currencySymbol),
            max: minorText(pool.dropMax, currencySymbol),
          })}
        </dd>
        <dt>{t('jackpot_commitment')}</dt>
        <dd>
          <code>{pool.commitment}</code>
        </dd>
      </dl>
      <h3 className="jackpot-verify__head">{t('jackpot_wins')}</h3>
      {(state.phase === 'loading' || state.phase === 'idle') && <Skeleton lines={4} />}
      {state.phase === 'failed' && (
        <ErrorPanel message={isApiError(state.error) ? state.error.message : undefined} onRetry={retry} />
      )}
      {state.phase === 'ready' &&
        (state.value.length === 0 ? (
          <p className="jackpot-verify__empty">{t('jackpot_wins_empty')}</p>
        ) : (
          <ul className="jackpot-verify__wins">
            {state.value.map((win) => (
              <WinCheck key={win.cycle} win={win} symbol={currencySymbol} />
            ))}
          </ul>
        ))}
    </Modal>
  );
}

function WinCheck({ win, symbol }: { win: JackpotWin; symbol: string }) {
  const { t, i18n } = useTranslation();
  const check = verifyJackpot({
    serverSeed: win.serverSeed,
    cycle: win.cycle,
    min: BigInt(win.dropMin),
    max: BigInt(win.dropMax),
    commitment: win.commitment,
    dropPoint: BigInt(win.dropPoint),
  });
  return (
    <li className="jackpot-verify__win" data-testid="jackpot-win-check">
      <p className="jackpot-verify__what">
        {t('jackpot_win_line', {
          cycle: win.cycle,
          name: win.winner,
          amount: `${symbol}${formatJackpot(toCents(win.amount))}`,
        })}
        <span className="jackpot-verify__when">{formatDateTime(new Date(win.wonAt), i18n.language)}</span>
      </p>
      <p className={`verify-verdict ${check.ok ? 'verify-verdict--ok' : 'verify-verdict--bad'}`}>
        {check.ok ? <CheckIcon /> : <WarningIcon />}
        {check.ok
          ? t('jackpot_verified', { point: minorText(String(check.dropPoint), symbol) })
          : t('jackpot_not_verified')}
      </p>
      <p className="jackpot-verify__seed">
        {t('jackpot_seed')} <code>{win.serverSeed}</code>
      </p>
    </li>
  );
}
