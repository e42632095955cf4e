import type { Deposit, getDepositChannels, ValueOf } from '@tessera/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../components/error-panel';
import { InfoIcon } from '../../components/icons';
import { Skeleton } from '../../components/skeleton';
import { isApiError } from '../../lib/api/api-error';
import { refreshBalance } from '../wallet/balance-store';
import { fetchDepositChannels } from './api/get-deposit-channels';
import { BankInstructions } from './components/bank-instructions';
import { ChannelPicker } from './components/channel-picker';
import { DepositForm } from './components/deposit-form';
import { DepositHistory } from './components/deposit-history';
import { ReturnNotice } from './components/return-notice';
import type { DepositCurrency } from './deposit-rules';

type Channels = ValueOf<typeof getDepositChannels>;
type Load = { phase: 'loading' } | { phase: 'ready'; value: Channels } | { phase: 'failed'; error: unknown };

/**
 * depositv2 (spec §2.3, domain.md §3): the brand's channels, the amount with its quick presets and
 * limits, then either the bank transfer's instructions (reference code, account, waiting for
 * approval) or the gateway's payment page; below, the member's deposits with their states.
 */
export function DepositPage() {
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const [selected, setSelected] = useState('');
  const [created, setCreated] = useState<Deposit | null>(null);
  /** Bumped after every change the history should show. */
  const [version, setVersion] = useState(0);

  const fetchChannels = useCallback((signal?: AbortSignal) => {
    setLoad({ phase: 'loading' });
    fetchDepositChannels(signal).then(
      (value) => {
        setLoad({ phase: 'ready', value });
        setSelected((current) =>
          value.channels.some((c) => c.code === current) ? current : (value.channels[0]?.code ?? ''),
        );
      },
      (error: unknown) => {
        if (!signal?.aborted) setLoad({ phase: 'failed', error });
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchChannels(controller.signal);
    return () => controller.abort();
  }, [fetchChannels]);

  const settled = useCallback(() => {
    setVersion((value) => value + 1);
    void refreshBalance();
  }, []);

  const currency: DepositCurrency | null =
    load.phase === 'ready' ? { symbol: load.value.currencySymbol, scale: load.value.scale } : null;
  const channel = load.phase === 'ready' ? load.value.channels.find((c) => c.code === selected) : undefined;

  return (
    <div className="deposit-page" data-testid="deposit-page">
      {currency && <ReturnNotice currency={currency} onSettled={settled} />}
      {load.phase === 'loading' && (
        <div aria-busy="true" data-testid="deposit-loading">
          <Skeleton lines={2} className="deposit-page__skeleton" />
          <Skeleton lines={4} />
        </div>
      )}
      {load.phase === 'failed' && (
        <ErrorPanel
          message={isApiError(load.error) ? load.error.message : t('common_load_failed')}
          onRetry={() => fetchChannels()}
        />
      )}
      {load.phase === 'ready' && load.value.channels.length === 0 && (
        <div className="deposit-empty" data-testid="deposit-empty">
          <InfoIcon className="deposit-empty__icon" />
          <p className="deposit-empty__title">{t('dep_no_channels_title')}</p>
          <p className="deposit-empty__text">{t('dep_no_channels_text')}</p>
        </div>
      )}
      {currency && created && (
        <BankInstructions deposit={created} currency={currency} onNew={() => setCreated(null)} />
      )}
      {currency && !created && channel && load.phase === 'ready' && (
        <>
          <ChannelPicker
            channels={load.value.channels}
            selected={channel.code}
            currency={currency}
            onSelect={setSelected}
          />
          <DepositForm
            key={channel.code}
            channel={channel}
            currency={currency}
            onCreated={(deposit) => {
              setCreated(deposit);
              setVersion((value) => value + 1);
            }}
          />
        </>
      )}
      <DepositHistory version={version} currency={currency} />
    </div>
  );
}
