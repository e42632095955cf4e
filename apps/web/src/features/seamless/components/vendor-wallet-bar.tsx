import { MAIN_WALLET_ID } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api/api-error';
import { postWalletTransfer } from '../../wallet/api/post-wallet-transfer';
import { formatBalance } from '../../wallet/balance-format';
import { applyBalance, useBalance } from '../../wallet/balance-store';
import { checkTransfer, maxAmountText } from '../../wallet/transfer-rules';
import { walletName } from '../../wallet/wallet-names';
import { sendRetryingOnce } from '../retry-once';

/**
 * The wallet a transfer-mode vendor's games play from, with a small "move money in" from the main
 * wallet: the wallet page's transfer call and rules, sent under a requestId that a lost answer
 * reuses once. Nothing shows when the member holds no such wallet (a single-wallet brand).
 */
export function VendorWalletBar({ vendor }: { vendor: string }) {
  const { t } = useTranslation();
  const { wallet } = useBalance();
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const line = wallet?.balance.find((candidate) => candidate.code === vendor);
  const main = wallet?.balance.find((candidate) => candidate.accountTypeId === MAIN_WALLET_ID);
  if (!wallet || !line || !main) return null;

  const draft = { from: MAIN_WALLET_ID, to: line.accountTypeId, amount };
  const problem = checked ? checkTransfer(draft, wallet) : null;
  const money = (value: number) => formatBalance(value, wallet.currencySymbol, wallet.scale);
  const name = walletName(t, line.code, wallet.balance);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (busy || checkTransfer(draft, wallet)) return;
    const value = Number(amount.trim());
    setBusy(true);
    setOutcome(null);
    try {
      applyBalance(
        await sendRetryingOnce((requestId) =>
          postWalletTransfer({ requestId, from: MAIN_WALLET_ID, to: line.accountTypeId, amount: value }),
        ),
      );
      setOutcome({
        tone: 'success',
        text: t('seamless_wallet_moved', { amount: money(value), wallet: name }),
      });
      setAmount('');
      setChecked(false);
    } catch (error) {
      setOutcome({ tone: 'error', text: isApiError(error) ? error.message : t('common_load_failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="vendor-wallet"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="vendor-wallet"
    >
      <div className="vendor-wallet__balances">
        <span className="vendor-wallet__item">
          <span className="vendor-wallet__label">{name}</span>
          <strong className="vendor-wallet__amount" data-testid="vendor-wallet-balance">
            {money(line.availBalance)}
          </strong>
        </span>
        <span className="vendor-wallet__item vendor-wallet__item--main">
          <span className="vendor-wallet__label">{t('wallet_main')}</span>
          <span className="vendor-wallet__amount">{money(main.availBalance)}</span>
        </span>
      </div>
      <div className={`vendor-wallet__move ${problem ? 'field--invalid' : ''}`}>
        <input
          className="field__input vendor-wallet__input"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('seamless_wallet_amount')}
          aria-label={t('seamless_wallet_amount')}
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setOutcome(null);
          }}
          aria-invalid={problem !== null}
          data-testid="vendor-wallet-amount"
        />
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => setAmount(maxAmountText(main, wallet.scale))}
        >
          {t('wallet_max')}
        </button>
        <button
          type="submit"
          className="button button--primary button--small"
          disabled={busy}
          data-testid="vendor-wallet-move"
        >
          {busy && <Spinner size="small" />}
          {t('seamless_wallet_move_in')}
        </button>
      </div>
      {problem && <p className="field__error vendor-wallet__note">{t(problem.key, problem.params)}</p>}
      {outcome && (
        <p
          className={`vendor-wallet__note ${outcome.tone === 'success' ? 'is-in' : 'field__error'}`}
          role={outcome.tone === 'success' ? 'status' : 'alert'}
        >
          {outcome.text}
        </p>
      )}
    </form>
  );
}
