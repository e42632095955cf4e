import { useTranslation } from 'react-i18next';
import { showAlert } from '../../../components/dialog-store';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api/api-error';
import { postLoginSms } from '../api/post-login-sms';
import { postRegisterSms } from '../api/post-register-sms';
import { postResetSms } from '../api/post-reset-sms';
import type { FieldErrors } from '../forms/field-error';
import { validateMobileForSms } from '../forms/login-validation';
import { HumanCheckCancelled, withHumanCheck } from '../human-check/with-human-check';
import { DialingCodeSelect } from './dialing-code-select';
import { SmsCodeButton } from './sms-code-button';

export type SmsPurpose = 'login' | 'register' | 'reset';

/** Each purpose has its own endpoint and field names (spec §7.1). */
function requestCode(purpose: SmsPurpose, mobile: string, dialingCode: string) {
  return withHumanCheck(async (humanCheck) => {
    const value =
      purpose === 'login'
        ? await postLoginSms({ mobileNum: mobile, countryDialingCode: dialingCode, humanCheck })
        : purpose === 'register'
          ? await postRegisterSms({
              mobileNo: mobile,
              countryDialingCode: dialingCode,
              regType: 'register',
              humanCheck,
            })
          : await postResetSms({ mobileNum: mobile, countryDialingCode: dialingCode, humanCheck });
    return value.expiredMinutes;
  });
}

/** Country code + mobile number, and the SMS code with its send button and countdown. */
export function MobileCodeFields({
  dialingCode,
  onDialingCode,
  mobile,
  onMobile,
  code,
  onCode,
  mobileError,
  codeError,
  purpose,
  onMobileInvalid,
  showCode = true,
  mobileRequired = true,
  mobileHint,
}: {
  dialingCode: string;
  onDialingCode: (value: string) => void;
  mobile: string;
  onMobile: (value: string) => void;
  code: string;
  onCode: (value: string) => void;
  mobileError?: string | null;
  codeError?: string | null;
  purpose: SmsPurpose;
  onMobileInvalid: (errors: FieldErrors<'mobile'>) => void;
  showCode?: boolean;
  mobileRequired?: boolean;
  mobileHint?: string | null;
}) {
  const { t } = useTranslation();

  const send = async (): Promise<number | null> => {
    const invalid = validateMobileForSms(mobile);
    onMobileInvalid(invalid.mobile ? invalid : { mobile: undefined });
    if (invalid.mobile) return null;
    try {
      return await requestCode(purpose, mobile.trim(), dialingCode);
    } catch (error) {
      if (error instanceof HumanCheckCancelled) return null;
      // Spec §8: a failed send shows the server's message in a warning popup.
      void showAlert({
        title: t('in_popup_prompt'),
        message: isApiError(error) ? error.message : t('err_unknown'),
        confirmLabel: t('in_increase_submit'),
      });
      return null;
    }
  };

  return (
    <>
      <TextField
        label={t('field_mobile')}
        required={mobileRequired}
        type="tel"
        inputMode="numeric"
        value={mobile}
        onChange={(value) => onMobile(value.replace(/[^0-9]/gu, ''))}
        error={mobileError}
        hint={mobileHint}
        autoComplete="tel-national"
        name="mobile"
        maxLength={15}
        leading={<DialingCodeSelect value={dialingCode} onChange={onDialingCode} />}
      />
      {showCode && (
        <TextField
          label={t('field_sms_code')}
          required
          inputMode="numeric"
          value={code}
          onChange={onCode}
          error={codeError}
          autoComplete="one-time-code"
          name="verificationCode"
          maxLength={16}
          addon={<SmsCodeButton onSend={send} />}
        />
      )}
    </>
  );
}
