import type { Deposit } from '@tessera/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CloseIcon, InfoIcon, WarningIcon } from '../../../components/icons';
import { fetchDeposit } from '../api/get-deposit';
import {
  type DepositCurrency,
  forgetGatewayDeposit,
  moneyText,
  recalledGatewayDeposit,
} from '../deposit-rules';

const MESSAGE_KEYS = {
  APPROVED: 'dep_return_approved',
  PENDING: 'dep_return_pending',
  REJECTED: 'dep_return_rejected',
  EXPIRED: 'dep_return_expired',
} as const;

/** A pending payment is asked about again this often, this many times (the gateway may be late). */
const POLL_MS = 3_000;
const POLLS = 10;

/**
 * Back from the gateway's page: the outcome of the online payment the member just left for,
 * followed until the gateway's word arrives. `onSettled` lets the page refresh history and balance.
 */
export function ReturnNotice({ currency, onSettled }: { currency: DepositCurrency; onSettled: () => void }) {
  const { t } = useTranslation();
  const [deposit, setDeposit] = useState<Deposit | null>(null);

  useEffect(() => {
    const id = recalledGatewayDeposit();
    if (!id) return;
    const controller = new AbortController();
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      fetchDeposit(id, controller.signal).then(
        (found) => {
          setDeposit(found);
          if (found.state !== 'PENDING') onSettled();
          else if (++polls < POLLS) timer = setTimeout(ask, POLL_MS);
        },
        () => {
          // Unknown now (another account logged in, say): nothing to report.
          if (!controller.signal.aborted) forgetGatewayDeposit();
        },
      );
    };
    ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [onSettled]);

  if (!deposit) return null;
  const dismiss = () => {
    forgetGatewayDeposit();
    setDeposit(null);
  };
  const Icon =
    deposit.state === 'APPROVED' ? CheckIcon : deposit.state === 'PENDING' ? InfoIcon : WarningIcon;
  return (
    <div
      className={`deposit-notice deposit-notice--${deposit.state.toLowerCase()}`}
      role="status"
      data-testid="deposit-return-notice"
      data-state={deposit.state}
    >
      <Icon className="deposit-notice__icon" />
      <p className="deposit-notice__text">
        {t(MESSAGE_KEYS[deposit.state], { amount: moneyText(deposit.amount, currency) })}
      </p>
      <button
        type="button"
        className="deposit-notice__close"
        onClick={dismiss}
        aria-label={t('common_close')}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
