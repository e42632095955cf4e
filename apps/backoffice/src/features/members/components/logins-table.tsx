import type { getMemberStaff, ValueOf } from '@tessera/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { countryName, formatDateTime } from '../../../lib/format';
import { deviceLabel, summariseUserAgent } from '../user-agent';

type Login = ValueOf<typeof getMemberStaff>['logins'][number];
const col = columnHelper<Login>();

/** The member's last logins: when, from where (the IP and its country), on what, and whether the session is still open. */
export function LoginsTable({ logins }: { logins: Login[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const columns = useMemo<Column<Login>[]>(
    () => [
      col.display({
        id: 'at',
        header: t('members.loginAt'),
        cell: ({ row }) => formatDateTime(row.original.at, lang),
      }),
      col.display({
        id: 'ip',
        header: t('members.ip'),
        cell: ({ row }) =>
          row.original.ip ? (
            <span className="mono">{row.original.ip}</span>
          ) : (
            <span className="muted">—</span>
          ),
      }),
      col.display({
        id: 'country',
        header: t('members.country'),
        cell: ({ row }) => {
          const code = row.original.country;
          const name = countryName(code, lang);
          return code && name ? (
            <span data-testid="login-country">
              {name !== code.toUpperCase() && <>{name} </>}
              <span className="muted mono">{code.toUpperCase()}</span>
            </span>
          ) : (
            <span className="muted" data-testid="login-country">
              —
            </span>
          );
        },
      }),
      col.display({
        id: 'device',
        header: t('members.device'),
        cell: ({ row }) => {
          const summary = summariseUserAgent(row.original.userAgent);
          return (
            <span title={row.original.userAgent ?? undefined}>
              {deviceLabel(row.original.userAgent, t('members.unknownDevice'))}
              {summary.mobile && <span className="muted"> · {t('members.phone')}</span>}
            </span>
          );
        },
      }),
      col.display({
        id: 'session',
        header: t('members.session'),
        cell: ({ row }) =>
          row.original.endedAt ? (
            <span className="stack">
              <Badge value="ENDED" label={t('members.ended')} tone="neutral" />
              <span className="muted">{formatDateTime(row.original.endedAt, lang)}</span>
            </span>
          ) : (
            <Badge value="OPEN" label={t('members.open')} tone="good" />
          ),
      }),
    ],
    [t, lang],
  );
  return (
    <DataTable
      testId="logins-table"
      columns={columns}
      rows={logins}
      rowId={(row) => `${row.at}-${row.ip ?? ''}`}
      loading={false}
      error={null}
      onRetry={() => {}}
      emptyTitle={t('members.noLogins')}
    />
  );
}
