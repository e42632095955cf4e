import { patternHint, type RegisterSettings } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field';
import type { TranslationKey } from '../../../i18n/i18n';
import { catalogueKey } from '../../../i18n/language-rules';
import type { FieldError, FieldErrors } from '../forms/field-error';
import { type FormField, isRequired, type RegisterMode, type RegisterValues } from '../forms/register-fields';
import { useErrorText } from '../forms/use-error-text';
import { CaptchaField } from './captcha-field';
import { MobileCodeFields } from './mobile-code-fields';

interface FieldLook {
  label: TranslationKey;
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email';
}

const LOOKS: Record<Exclude<FormField, 'mobileNum' | 'verificationCode' | 'captcha'>, FieldLook> = {
  username: { label: 'field_username', autoComplete: 'username' },
  password: { label: 'field_password', type: 'password', autoComplete: 'new-password' },
  confirmPassword: { label: 'field_confirm_password', type: 'password', autoComplete: 'new-password' },
  paymentPassword: { label: 'field_payment_password', type: 'password', autoComplete: 'off' },
  payeeName: { label: 'field_payee_name', autoComplete: 'name' },
  email: { label: 'field_email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  qqNum: { label: 'field_qq', inputMode: 'numeric' },
  line: { label: 'field_line' },
  whatsapp: { label: 'field_whatsapp', inputMode: 'numeric' },
  facebook: { label: 'field_facebook' },
  wechat: { label: 'field_wechat' },
  idNumber: { label: 'field_id_number' },
  recommenderId: { label: 'field_recommender' },
  affiliateCode: { label: 'field_invitation_code' },
};

/** The registration inputs in the order visibleRegisterFields decided, with rule hints. */
export function RegisterFieldList({
  fields,
  settings,
  mode,
  values,
  setValue,
  errors,
  setOutside,
  dialingCode,
  onDialingCode,
  captchaReload,
}: {
  fields: readonly FormField[];
  settings: RegisterSettings;
  mode: RegisterMode;
  values: RegisterValues;
  setValue: (field: FormField, value: string) => void;
  errors: FieldErrors<FormField>;
  /** A message found outside the form's checks (the SMS send's own check of the number). */
  setOutside: (field: FormField, error: FieldError) => void;
  dialingCode: string;
  onDialingCode: (code: string) => void;
  captchaReload: number;
}) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const hintFor = (field: FormField) => {
    const rule =
      field in settings.fields ? settings.fields[field as keyof typeof settings.fields] : undefined;
    return rule ? patternHint(rule, catalogueKey(i18n.language)) : null;
  };

  return fields.map((field) => {
    if (field === 'verificationCode') return null;
    if (field === 'mobileNum') {
      return (
        <MobileCodeFields
          key={field}
          purpose="register"
          dialingCode={dialingCode}
          onDialingCode={onDialingCode}
          mobile={values.mobileNum}
          onMobile={(value) => setValue('mobileNum', value)}
          code={values.verificationCode}
          onCode={(value) => setValue('verificationCode', value)}
          // On the username tab the code is asked only once a number is typed (REGMOBVERF3).
          showCode={
            fields.includes('verificationCode') && (mode === 'mobile' || values.mobileNum.trim() !== '')
          }
          mobileRequired={isRequired('mobileNum', settings, mode, values)}
          mobileHint={hintFor('mobileNum')}
          mobileError={errorText(errors.mobileNum)}
          codeError={errorText(errors.verificationCode)}
          onMobileInvalid={(found) => found.mobile && setOutside('mobileNum', found.mobile)}
        />
      );
    }
    if (field === 'captcha') {
      return (
        <CaptchaField
          key={field}
          value={values.captcha}
          onChange={(value) => setValue('captcha', value)}
          error={errorText(errors.captcha)}
          reloadSignal={captchaReload}
        />
      );
    }
    const look = LOOKS[field];
    return (
      <TextField
        key={field}
        name={field}
        label={t(look.label)}
        type={look.type ?? 'text'}
        inputMode={look.inputMode}
        autoComplete={look.autoComplete}
        required={isRequired(field, settings, mode, values)}
        value={values[field]}
        onChange={(value) => setValue(field, value)}
        hint={field === 'confirmPassword' ? null : hintFor(field)}
        error={errorText(errors[field])}
        maxLength={field === 'email' ? 254 : 128}
      />
    );
  });
}
