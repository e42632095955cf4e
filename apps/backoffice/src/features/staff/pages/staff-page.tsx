import type { listStaff, ValueOf } from '@tessera/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/action-dialogs';
import { Badge } from '../../../components/badge';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { Icon } from '../../../components/icon';
import { PageHeader } from '../../../components/page-header';
import { showToast } from '../../../components/toast';
import { formatDateTime } from '../../../lib/format';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useStore } from '../../../lib/store/store';
import { sessionStore } from '../../session/session-store';
import { fetchStaff } from '../api/get-staff';
import { postStaffTotpReset } from '../api/post-staff-totp-reset';
import { putStaffStatus } from '../api/put-staff-status';
import { NewStaffDialog } from '../components/new-staff-dialog';
import { RoleDialog } from '../components/role-dialog';

type StaffMember = ValueOf<typeof listStaff>['list'][number];
const col = columnHelper<StaffMember>();

/** The brand's staff accounts (admins): roles, second factor, disable and enable. */
export function StaffPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const me = useStore(sessionStore)?.username;
  const list = useRemote((signal) => fetchStaff(signal), 'staff');
  const [creating, setCreating] = useState(false);
  const [toggling, setToggling] = useState<StaffMember | null>(null);
  const [roleOf, setRoleOf] = useState<StaffMember | null>(null);
  const [totpOf, setTotpOf] = useState<StaffMember | null>(null);
  // `?highlight=<id>`: the audit log's link to a staff member marks their row.
  const highlight = useSearchParams()[0].get('highlight');

  const columns = useMemo<Column<StaffMember>[]>(
    () => [
      col.display({
        id: 'username',
        header: t('auth.username'),
        cell: ({ row }) => (
          <span className="stack">
            <strong>{row.original.username}</strong>
            <span className="muted">#{row.original.id}</span>
          </span>
        ),
      }),
      col.display({
        id: 'role',
        header: t('staff.role'),
        cell: ({ row }) => t(`roles.${row.original.role}`),
      }),
      col.display({
        id: 'totp',
        header: t('staff.totp'),
        cell: ({ row }) =>
          row.original.totpEnabled ? t('staff.totpOn') : <span className="muted">{t('staff.totpOff')}</span>,
      }),
      col.display({
        id: 'created',
        header: t('common.created'),
        cell: ({ row }) => formatDateTime(row.original.createdAt, lang),
      }),
      col.display({
        id: 'state',
        header: t('common.state'),
        cell: ({ row }) => (
          <Badge value={row.original.status} label={t(`staff.states.${row.original.status}`)} />
        ),
      }),
      col.display({
        id: 'actions',
        header: '',
        cell: ({ row }) =>
          row.original.username !== me && (
            <div className="row-actions">
              <button
                type="button"
                className="btn btn--small"
                onClick={() => setRoleOf(row.original)}
                data-testid="change-role"
              >
                {t('staff.changeRole')}
              </button>
              {row.original.totpEnabled && (
                <button
                  type="button"
                  className="btn btn--small"
                  onClick={() => setTotpOf(row.original)}
                  data-testid="reset-totp"
                >
                  {t('staff.resetTotp')}
                </button>
              )}
              <button
                type="button"
                className="btn btn--small"
                onClick={() => setToggling(row.original)}
                data-testid={row.original.status === 'ACTIVE' ? 'disable' : 'enable'}
              >
                {t(row.original.status === 'ACTIVE' ? 'staff.disable' : 'staff.enable')}
              </button>
            </div>
          ),
      }),
    ],
    [t, lang, me],
  );

  const disabling = toggling?.status === 'ACTIVE';
  return (
    <>
      <PageHeader
        title={t('nav.staff')}
        subtitle={t('staff.subtitle')}
        actions={
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => setCreating(true)}
            data-testid="new-staff-open"
          >
            <Icon name="plus" size={16} /> {t('staff.new')}
          </button>
        }
      />
      <DataTable
        testId="staff-table"
        columns={columns}
        rows={list.data?.list ?? null}
        rowId={(row) => String(row.id)}
        rowClass={(row) => (String(row.id) === highlight ? 'is-highlighted' : undefined)}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.error : null}
        onRetry={list.reload}
        emptyTitle={t('common.emptyTitle')}
      />
      {creating && (
        <NewStaffDialog
          onClose={() => setCreating(false)}
          onDone={(username) => {
            setCreating(false);
            showToast(t('staff.created', { name: username }));
            list.reload();
          }}
        />
      )}
      {roleOf && (
        <RoleDialog
          staff={roleOf}
          onClose={() => setRoleOf(null)}
          onDone={(role) => {
            setRoleOf(null);
            showToast(t('staff.roleChanged', { name: roleOf.username, role: t(`roles.${role}`) }));
            list.reload();
          }}
        />
      )}
      {totpOf && (
        <ConfirmDialog
          title={t('staff.resetTotpTitle')}
          submitLabel={t('staff.resetTotp')}
          danger
          onConfirm={() => postStaffTotpReset(totpOf.id)}
          onDone={() => {
            setTotpOf(null);
            showToast(t('staff.totpReset', { name: totpOf.username }));
            list.reload();
          }}
          onClose={() => setTotpOf(null)}
        >
          <p>{t('staff.resetTotpText', { name: totpOf.username })}</p>
        </ConfirmDialog>
      )}
      {toggling && (
        <ConfirmDialog
          title={t(disabling ? 'staff.disableTitle' : 'staff.enableTitle')}
          submitLabel={t(disabling ? 'staff.disable' : 'staff.enable')}
          danger={disabling}
          onConfirm={() => putStaffStatus(toggling.id, disabling ? 'DISABLED' : 'ACTIVE')}
          onDone={() => {
            setToggling(null);
            showToast(t(disabling ? 'staff.disabled' : 'staff.enabled', { name: toggling.username }));
            list.reload();
          }}
          onClose={() => setToggling(null)}
        >
          <p>{t(disabling ? 'staff.disableText' : 'staff.enableText', { name: toggling.username })}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
