import { patternHint, type RegisterSettings } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field';
import { catalogueKey } from '../../../i18n/language-rules';

/** The hint under a new password: the brand's password rule in the reader's language. */
export function passwordRuleHint(settings: RegisterSettings | null, language: 'EN' | 'BN'): string | null {
  const rule = settings?.fields.password;
  return rule ? patternHint(rule, language) : null;
}

interface NewPasswordFieldsProps {
  settings: RegisterSettings | null;
  newPassword: string;
  confirmNewPassword: string;
  onNewPassword: (value: string) => void;
  onConfirmNewPassword: (value: string) => void;
  newPasswordError?: string | null;
  confirmNewPasswordError?: string | null;
}

/** A new password and its confirmation, as the change and forgot-password forms both ask for them. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <TextField
        label={t('field_new_password')}
        required
        type="password"
        value={props.newPassword}
        onChange={props.onNewPassword}
        name="newPassword"
        error={props.newPasswordError}
        hint={passwordRuleHint(props.settings, catalogueKey(i18n.language))}
        autoComplete="new-password"
        maxLength={128}
      />
      <TextField
        label={t('field_confirm_new_password')}
        required
        type="password"
        value={props.confirmNewPassword}
        onChange={props.onConfirmNewPassword}
        name="confirmNewPassword"
        error={props.confirmNewPasswordError}
        autoComplete="new-password"
        maxLength={128}
      />
    </>
  );
}
