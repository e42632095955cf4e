import {
  type getMemberStaff,
  listDepositsStaff,
  listLotteryBetsStaff,
  listRoundsStaff,
  listWithdrawalsStaff,
  POINTS_CURRENCY,
  type ValueOf,
} from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { canUse } from '../../../app/access';
import { Badge } from '../../../components/badge';
import { Icon } from '../../../components/icon';
import { EmptyState, ErrorPanel } from '../../../components/list-state';
import { PageHeader } from '../../../components/page-header';
import { isApiError } from '../../../lib/api/api-error';
import { formatCount, formatDateTime, formatMoney } from '../../../lib/format';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useStore } from '../../../lib/store/store';
import { useBrand } from '../../brand/brand-store';
import { sessionStore } from '../../session/session-store';
import { fetchMember } from '../api/get-member';
import { LoginsTable } from '../components/logins-table';
import { MemberActions } from '../components/member-actions';
import { MemberMarks, MemberStatus } from '../components/member-marks';
import { NotesTab } from '../components/notes-tab';
import { DepositsTab, LotteryBetsTab, RoundsTab, WithdrawalsTab } from '../components/play-tabs';
import { StatementTab } from '../components/statement-tab';
import { formatMobile, walletLabel } from '../member-labels';

export type MemberView = ValueOf<typeof getMemberStaff>;

const TABS = ['statement', 'rounds', 'lottery', 'deposits', 'withdrawals', 'logins', 'notes'] as const;
type Tab = (typeof TABS)[number];

/** The call each tab loads, where the role decides whether it shows. */
const TAB_CALLS: Partial<Record<Tab, Parameters<typeof canUse>[0]>> = {
  rounds: listRoundsStaff,
  lottery: listLotteryBetsStaff,
  deposits: listDepositsStaff,
  withdrawals: listWithdrawalsStaff,
};

/** A member's page ("player 360°"): who they are, their money, their team, and what staff did. */
export function MemberPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const memberId = Number(id);
  const valid = Number.isInteger(memberId) && memberId > 0 && memberId <= 2_147_483_647;
  const member = useRemote(
    (signal) => (valid ? fetchMember(memberId, signal) : Promise.resolve(null)),
    String(id),
  );
  const back = (
    <Link className="btn" to="/members" data-testid="back-to-members">
      <Icon name="chevron-left" size={16} /> {t('nav.members')}
    </Link>
  );
  if (!valid || (member.status === 'error' && isApiError(member.error, 'object.not.found'))) {
    return (
      <>
        <PageHeader title={t('members.member')} actions={back} />
        <EmptyState title={t('members.notFound')} text={t('members.notFoundText')} />
      </>
    );
  }
  if (member.status === 'error' && !member.data)
    return <ErrorPanel error={member.error} onRetry={member.reload} />;
  if (!member.data) return <div className="skeleton skeleton--page" data-testid="loading" />;
  // A new member (an upline's link) starts with fresh tabs and forms.
  return <MemberView key={member.data.member.id} view={member.data} onChanged={member.reload} back={back} />;
}

function MemberView({
  view,
  onChanged,
  back,
}: {
  view: MemberView;
  onChanged: () => void;
  back: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const brand = useBrand();
  const role = useStore(sessionStore)?.role;
  const tabs = TABS.filter((name) => {
    const call = TAB_CALLS[name];
    return !call || canUse(call, role);
  });
  const [params, setParams] = useSearchParams();
  const tab: Tab = (tabs as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'statement';
  const m = view.member;
  const dash = <span className="muted">—</span>;
  const yesNo = (value: boolean) => (value ? t('members.yes') : t('members.no'));

  return (
    <div data-testid="member-page" data-member={m.id} data-status={m.status}>
      <PageHeader
        title={m.username}
        subtitle={t('members.headline', { id: m.id, date: formatDateTime(m.createdAt, lang) })}
        actions={back}
      />
      <div className="member-status">
        <MemberStatus status={m.status} />
        <MemberMarks member={m} />
        {m.totpEnabled && <Badge value="TOTP" label={t('members.totpOn')} tone="info" />}
        {m.passwordMustChange && <Badge value="MUST_CHANGE" label={t('members.mustChange')} tone="wait" />}
      </div>
      <MemberActions member={m} onChanged={onChanged} />

      <div className="member-grid">
        <section className="card" aria-labelledby="member-profile" data-testid="member-profile">
          <h2 id="member-profile" className="card__sub">
            {t('members.profile')}
          </h2>
          <dl className="facts">
            <dt>{t('members.realName')}</dt>
            <dd>{m.payeeName ?? dash}</dd>
            <dt>{t('members.nickname')}</dt>
            <dd>{m.nickname ?? dash}</dd>
            <dt>{t('members.mobile')}</dt>
            <dd data-testid="member-mobile">{formatMobile(m.mobile) ?? dash}</dd>
            <dt>{t('members.email')}</dt>
            <dd className="ellipsis">{m.email ?? dash}</dd>
            <dt>{t('members.language')}</dt>
            <dd>{m.language}</dd>
            <dt>{t('members.invitationCode')}</dt>
            <dd>{m.affiliateCode ? <code>{m.affiliateCode}</code> : dash}</dd>
            <dt>{t('members.registerIp')}</dt>
            <dd className="mono">{m.registerIp ?? dash}</dd>
            <dt>{t('members.lastLogin')}</dt>
            <dd>
              {m.lastLoginAt ? formatDateTime(m.lastLoginAt, lang) : t('members.never')}
              {m.lastLoginIp && <span className="muted mono"> · {m.lastLoginIp}</span>}
            </dd>
            <dt>{t('members.totp')}</dt>
            <dd>{yesNo(m.totpEnabled)}</dd>
          </dl>
        </section>

        <section className="card" aria-labelledby="member-wallets" data-testid="member-wallets">
          <h2 id="member-wallets" className="card__sub">
            {t('members.walletsTitle')}
          </h2>
          {view.wallets.length === 0 ? (
            <p className="muted">{t('members.noWallets')}</p>
          ) : (
            <ul className="wallets">
              {view.wallets.map((wallet) => (
                <li key={wallet.kind} data-kind={wallet.kind}>
                  <span>{walletLabel(t, wallet.kind)}</span>
                  <strong className="num">
                    {wallet.currency === POINTS_CURRENCY
                      ? formatCount(wallet.balance, lang)
                      : formatMoney(wallet.balance, wallet.currency, lang, brand?.scale ?? 2)}
                  </strong>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="card" aria-labelledby="member-upline" data-testid="member-upline">
          <h2 id="member-upline" className="card__sub">
            {t('members.uplineTitle')}
          </h2>
          {view.uplines.length === 0 ? (
            <p className="muted">{t('members.topLevel')}</p>
          ) : (
            <ol className="chain">
              {view.uplines.map((upline) => (
                <li key={upline.id}>
                  <Link className="link" to={`/members/${upline.id}`}>
                    {upline.username}
                  </Link>
                  <span className="muted"> #{upline.id}</span>
                </li>
              ))}
              <li aria-current="true">
                <strong>{m.username}</strong>
              </li>
            </ol>
          )}
        </section>
      </div>

      <div className="tabs" role="tablist" aria-label={t('members.sections')}>
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            onClick={() =>
              setParams(
                (before) => {
                  const next = new URLSearchParams(before);
                  // A tab's own filters and page do not carry over to another.
                  next.delete('state');
                  next.delete('page');
                  if (name === 'statement') next.delete('tab');
                  else next.set('tab', name);
                  return next;
                },
                { replace: true },
              )
            }
            data-testid={`tab-${name}`}
          >
            {t(`members.tabs.${name}`)}
            {name === 'logins' && <span className="tabs__count">{view.logins.length}</span>}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'statement' && <StatementTab memberId={m.id} />}
        {tab === 'rounds' && <RoundsTab memberId={m.id} />}
        {tab === 'lottery' && <LotteryBetsTab memberId={m.id} />}
        {tab === 'deposits' && <DepositsTab memberId={m.id} />}
        {tab === 'withdrawals' && <WithdrawalsTab memberId={m.id} />}
        {tab === 'logins' && <LoginsTable logins={view.logins} />}
        {tab === 'notes' && <NotesTab memberId={m.id} />}
      </div>
    </div>
  );
}
