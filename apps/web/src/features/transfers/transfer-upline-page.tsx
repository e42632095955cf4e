import type { getTransferInfo, ValueOf } from '@tessera/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../components/error-panel';
import { KeyIcon } from '../../components/icons';
import { Skeleton } from '../../components/skeleton';
import { Tabs } from '../../components/tabs';
import { isApiError } from '../../lib/api/api-error';
import { openMemberCentrePage } from '../member-centre/member-centre-store';
import { ArrowDownIcon, ArrowUpIcon } from '../security/components/security-icons';
import { formatBalance } from '../wallet/balance-format';
import { refreshBalance } from '../wallet/balance-store';
import { fetchTransferInfo } from './api/get-transfer-info';
import { postTransferDownline } from './api/post-transfer-downline';
import { postTransferUpline } from './api/post-transfer-upline';
import { DownlinePicker } from './components/downline-picker';
import { TransferFields } from './components/transfer-fields';

type Info = ValueOf<typeof getTransferInfo>;
type State = { phase: 'loading' } | { phase: 'ready'; info: Info } | { phase: 'failed'; error: unknown };
type Tab = 'upline' | 'downline';

/**
 * transferUpline (spec §2.3, domain.md §3): a member sends money from the main wallet to their
 * upline; an agent may also send to anyone in their team. Both need the payment password.
 */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ phase: 'loading' });
  /** Null until the member picks: then an agent without an upline starts on the downline tab. */
  const [tab, setTab] = useState<Tab | null>(null);
  const [receiver, setReceiver] = useState<string | null>(null);

  const load = useCallback((quiet = false) => {
    if (!quiet) setState({ phase: 'loading' });
    fetchTransferInfo().then(
      (info) => setState({ phase: 'ready', info }),
      (error: unknown) => setState({ phase: 'failed', error }),
    );
  }, []);
  useEffect(() => load(), [load]);

  if (state.phase === 'loading') {
    return (
      <div className="transfer-page" aria-busy="true" data-testid="transfer-loading">
        <Skeleton lines={2} className="security-page__skeleton" />
        <Skeleton lines={4} />
      </div>
    );
  }
  if (state.phase === 'failed') {
    return (
      <ErrorPanel
        message={isApiError(state.error) ? state.error.message : t('common_load_failed')}
        onRetry={() => load()}
      />
    );
  }

  const { info } = state;
  const money = { balance: info.balance, currencySymbol: info.currencySymbol, scale: info.scale };
  const sent = () => {
    load(true);
    void refreshBalance();
  };
  const showing: Tab = info.isAgent ? (tab ?? (info.upline ? 'upline' : 'downline')) : 'upline';

  return (
    <div className="transfer-page" data-testid="transfer-upline">
      <div className="transfer-balance">
        <span className="transfer-balance__label">{t('tr_main_balance')}</span>
        <span className="transfer-balance__amount" data-testid="transfer-balance">
          {formatBalance(info.balance, info.currencySymbol, info.scale)}
        </span>
      </div>

      {!info.paymentPasswordSet && (
        <div className="transfer-blocker" data-testid="transfer-need-password">
          <span className="transfer-blocker__icon" aria-hidden="true">
            <KeyIcon />
          </span>
          <div>
            <p className="transfer-blocker__title">{t('tr_need_pay_pw_title')}</p>
            <p className="transfer-blocker__text">{t('tr_need_pay_pw_text')}</p>
          </div>
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => openMemberCentrePage('securityCenter')}
            data-testid="transfer-set-password"
          >
            {t('tr_need_pay_pw_action')}
          </button>
        </div>
      )}

      {info.isAgent && (
        <Tabs
          label={t('tr_direction')}
          items={[
            { key: 'upline', label: t('tr_tab_upline') },
            { key: 'downline', label: t('tr_tab_downline') },
          ]}
          active={showing}
          onChange={(next) => {
            setTab(next);
            setReceiver(null);
          }}
        />
      )}

      {showing === 'upline' &&
        (info.upline ? (
          <div className="transfer-panel" data-testid="transfer-upline-panel">
            <div className="transfer-receiver">
              <span className="transfer-receiver__icon" aria-hidden="true">
                <ArrowUpIcon />
              </span>
              <div>
                <p className="transfer-receiver__label">{t('tr_your_upline')}</p>
                <p className="transfer-receiver__name" data-testid="transfer-upline-name">
                  {info.upline.account}
                  {info.upline.nickname && (
                    <span className="transfer-receiver__nickname">{info.upline.nickname}</span>
                  )}
                </p>
              </div>
            </div>
            <TransferFields
              key="upline"
              money={money}
              receiver={info.upline.account}
              disabled={!info.paymentPasswordSet}
              onSend={(body) => postTransferUpline(body)}
              onSent={sent}
            />
          </div>
        ) : (
          <p className="sec-empty" data-testid="transfer-no-upline">
            {t('tr_no_upline')}
          </p>
        ))}

      {showing === 'downline' && (
        <div className="transfer-panel" data-testid="transfer-downline-panel">
          <DownlinePicker chosen={receiver} onChoose={setReceiver} />
          {receiver && (
            <div className="transfer-receiver">
              <span className="transfer-receiver__icon" aria-hidden="true">
                <ArrowDownIcon />
              </span>
              <div>
                <p className="transfer-receiver__label">{t('tr_to_downline')}</p>
                <p className="transfer-receiver__name" data-testid="transfer-downline-name">
                  {receiver}
                </p>
              </div>
            </div>
          )}
          <TransferFields
            key="downline"
            money={money}
            receiver={receiver}
            disabled={!info.paymentPasswordSet}
            onSend={(body) => postTransferDownline({ ...body, username: receiver! })}
            onSent={sent}
          />
        </div>
      )}
    </div>
  );
}
