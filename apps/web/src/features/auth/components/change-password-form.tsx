import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../../components/dialog-store';
import { withLoader } from '../../../components/loader-store';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api/api-error';
import { useFieldErrors } from '../../../lib/forms/use-field-errors';
import { useStore } from '../../../lib/store/create-store';
import { fetchMemberInfo } from '../../session/api/get-member-info';
import { replaceToken, updateMember } from '../../session/session-store';
import { postChangePassword } from '../api/post-change-password';
import { useAuthSurface } from '../auth-surface';
import { type FieldError, type FieldErrors, hasErrors } from '../forms/field-error';
import { validateNewPassword } from '../forms/password-rules';
import { useErrorText } from '../forms/use-error-text';
import { registerSettingsStore } from '../register-settings-store';
import { NewPasswordFields } from './new-password-fields';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/**
 * Voluntary or forced password change. Forced (expired password) shows the old password the member
 * just typed, read-only. The answer's token replaces ours: every other session has ended.
 */
export function ChangePasswordForm({
  forced,
  oldPassword: typedOld,
}: {
  forced: boolean;
  oldPassword?: string;
}) {
  const { t } = useTranslation();
  const surface = useAuthSurface();
  const errorText = useErrorText();
  const settings = useStore(registerSettingsStore);
  const oldLocked = forced && typedOld !== undefined;
  const [values, setValues] = useState({
    oldPassword: typedOld ?? '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const form = useFieldErrors<Field, FieldError>(values, () => {
    const found: FieldErrors<Field> = validateNewPassword(
      values.newPassword,
      values.confirmNewPassword,
      settings,
    );
    if (!values.oldPassword) found.oldPassword = { key: 'err_required' };
    return found;
  });
  const { errors } = form;
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (hasErrors(form.checkAll())) return;
    setBusy(true);
    setRefusal(null);
    try {
      const { token } = await withLoader(postChangePassword(values));
      replaceToken(token);
      updateMember(await fetchMemberInfo());
      await showAlert({
        title: t('change_password_title'),
        message: t('change_password_done'),
        confirmLabel: t('common_ok'),
        tone: 'success',
      });
      surface.finish();
    } catch (error) {
      setRefusal(isApiError(error) ? error.message : t('err_unknown'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={form.formRef}
      className="auth-form"
      onSubmit={submit}
      noValidate
      aria-busy={busy}
      data-testid="change-password-form"
    >
      {forced && <p className="form-note">{t('change_password_forced')}</p>}
      <TextField
        label={t('field_old_password')}
        required
        type="password"
        value={values.oldPassword}
        onChange={set('oldPassword')}
        name="oldPassword"
        readOnly={oldLocked}
        error={errorText(errors.oldPassword)}
        autoComplete="current-password"
        maxLength={128}
      />
      <NewPasswordFields
        settings={settings}
        newPassword={values.newPassword}
        confirmNewPassword={values.confirmNewPassword}
        onNewPassword={set('newPassword')}
        onConfirmNewPassword={set('confirmNewPassword')}
        newPasswordError={errorText(errors.newPassword)}
        confirmNewPasswordError={errorText(errors.confirmNewPassword)}
      />
      {refusal && (
        <p className="form-alert" role="alert">
          {refusal}
        </p>
      )}
      <div className="auth-form__actions">
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t('change_password_submit')}
        </button>
      </div>
    </form>
  );
}
