import type { Downline } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../i18n/numbers';
import { ContractIcon } from '../../contracts/components/contract-icons';
import { useSite } from '../../site/use-site';
import { formatAmount } from '../../wallet/balance-format';
import { ChevronRightIcon } from '../../wallet/components/wallet-icons';
import { formatRecordTime } from '../../wallet/record-filters';

/**
 * The downlines as cards: account and nickname, level, agent mark, status, balance, last login and
 * their own team; a downline with a team of their own opens its directs. With `onOffer`, a direct
 * downline (level 1) can be offered a contract.
 */
export function DownlineRows({
  rows,
  onOpen,
  onOffer,
}: {
  rows: readonly Downline[];
  onOpen: (account: string) => void;
  onOffer?: (account: string) => void;
}) {
  const { t } = useTranslation();
  const { currencyScale, currencySymbol } = useSite().info.brand;
  return (
    <ul className="downlines" data-testid="downline-rows">
      {rows.map((row) => (
        <li key={row.account} className="downline" data-testid="downline-row" data-account={row.account}>
          <div className="downline__who">
            <span className="downline-list__avatar" aria-hidden="true">
              {row.account.slice(0, 1).toUpperCase()}
            </span>
            <span className="downline__names">
              <span className="downline__account">{row.account}</span>
              {row.nickname && <span className="downline__nickname">{row.nickname}</span>}
            </span>
            <span className="downline__tags">
              <span className="agent-tag">{t('tr_level', { level: row.level })}</span>
              {row.isAgent && <span className="agent-tag agent-tag--agent">{t('agent_kind_agent')}</span>}
              {row.status !== 'ACTIVE' && (
                <span className="agent-tag agent-tag--off">{t('agent_status_disabled')}</span>
              )}
            </span>
          </div>
          <dl className="downline__facts">
            <div>
              <dt>{t('agent_col_balance')}</dt>
              <dd className="records__num">{`${currencySymbol} ${formatAmount(row.balance, currencyScale)}`}</dd>
            </div>
            <div>
              <dt>{t('agent_col_last_login')}</dt>
              <dd>{row.lastLoginAt ? formatRecordTime(row.lastLoginAt) : t('agent_never')}</dd>
            </div>
            <div>
              <dt>{t('agent_col_status')}</dt>
              <dd className={row.status === 'ACTIVE' ? 'is-in' : 'is-out'}>
                {t(row.status === 'ACTIVE' ? 'agent_status_active' : 'agent_status_disabled')}
              </dd>
            </div>
            <div>
              <dt>{t('agent_col_team')}</dt>
              <dd>{formatCount(row.teamSize)}</dd>
            </div>
          </dl>
          {row.teamSize > 0 && (
            <button
              type="button"
              className="button button--ghost button--small downline__open"
              onClick={() => onOpen(row.account)}
              aria-label={t('agent_open_team', { account: row.account })}
              data-testid="downline-open"
            >
              {t('agent_open')}
              <ChevronRightIcon />
            </button>
          )}
          {onOffer && row.level === 1 && (
            <button
              type="button"
              className="button button--outline button--small downline__offer"
              onClick={() => onOffer(row.account)}
              aria-label={t('ct_offer_to', { account: row.account })}
              data-testid="downline-offer"
            >
              <ContractIcon />
              {t('ct_offer_button')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
