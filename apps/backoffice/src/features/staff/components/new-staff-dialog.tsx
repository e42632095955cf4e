import { type BodyOf, type createStaffMember, STAFF_ROLES } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { Field } from '../../../components/field';
import { useAction } from '../../../lib/hooks/use-action';
import { postStaff } from '../api/post-staff';

type Role = BodyOf<typeof createStaffMember>['role'];
const USERNAME = /^[a-z][a-z0-9_.-]{2,31}$/iu;

/** A new staff account with its role and a first password (at least 10 characters). */
export function NewStaffDialog(props: { onDone: (username: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>(STAFF_ROLES[1] ?? STAFF_ROLES[0]);
  const [invalid, setInvalid] = useState<string | null>(null);
  const action = useAction();
  const submit = async () => {
    if (!USERNAME.test(username.trim())) return setInvalid(t('staff.usernameRule'));
    if (password.length < 10) return setInvalid(t('account.passwordRule'));
    setInvalid(null);
    if (await action.run(() => postStaff({ username: username.trim(), password, role })))
      props.onDone(username.trim());
  };
  return (
    <Dialog
      title={t('staff.newTitle')}
      submitLabel={t('staff.create')}
      busy={action.busy}
      error={invalid ?? action.error}
      onSubmit={submit}
      onClose={props.onClose}
      testId="new-staff"
    >
      <Field label={t('auth.username')} hint={t('staff.usernameRule')}>
        {(id) => (
          <input
            id={id}
            name="username"
            autoComplete="off"
            required
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('staff.firstPassword')} hint={t('account.passwordRule')}>
        {(id) => (
          <input
            id={id}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={10}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('staff.role')}>
        {(id) => (
          <select id={id} name="role" value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </Dialog>
  );
}
