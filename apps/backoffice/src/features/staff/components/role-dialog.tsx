import { STAFF_ROLES, type StaffRole } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { Field } from '../../../components/field';
import { useAction } from '../../../lib/hooks/use-action';
import { putStaffRole } from '../api/put-staff-role';

/** Gives another staff member a different role; it applies to their next call. */
export function RoleDialog(props: {
  staff: { id: number; username: string; role: string };
  onDone: (role: StaffRole) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [role, setRole] = useState<StaffRole>(
    (STAFF_ROLES as readonly string[]).includes(props.staff.role)
      ? (props.staff.role as StaffRole)
      : 'support',
  );
  const action = useAction();
  const unchanged = role === props.staff.role;
  return (
    <Dialog
      title={t('staff.roleTitle')}
      submitLabel={t('staff.changeRole')}
      busy={action.busy || unchanged}
      error={action.error}
      onSubmit={async () => {
        if (await action.run(() => putStaffRole(props.staff.id, role))) props.onDone(role);
      }}
      onClose={props.onClose}
      testId="role-dialog"
    >
      <p>{t('staff.roleText', { name: props.staff.username, role: t(`roles.${props.staff.role}`) })}</p>
      <Field label={t('staff.newRole')}>
        {(id) => (
          <select id={id} name="role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <p className="muted small">{t('staff.roleHint')}</p>
    </Dialog>
  );
}
