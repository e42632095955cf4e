import type { Profile } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserIcon } from '../../../components/icons';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api/api-error';
import { useFieldErrors } from '../../../lib/forms/use-field-errors';
import { fetchMemberInfo } from '../../session/api/get-member-info';
import { updateMember } from '../../session/session-store';
import { saveProfile } from '../api/put-profile';
import { checkBirthday, checkRealName } from '../security-rules';
import { FormOutcome, type Outcome, SecuritySection } from './security-section';

/** Nickname and birthday any time; the real name once, while it is empty (staff change it later). */
export function ProfileSection({
  profile,
  onProfile,
}: {
  profile: Profile;
  onProfile: (next: Profile) => void;
}) {
  const { t } = useTranslation();
  const [nickname, setNickname] = useState(profile.nickname ?? '');
  const [realName, setRealName] = useState(profile.payeeName ?? '');
  const [birthday, setBirthday] = useState(profile.birthday ?? '');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const nameLocked = profile.payeeName !== null;
  const form = useFieldErrors({ payeeName: realName, birthday }, () => ({
    payeeName: !nameLocked && realName.trim() ? checkRealName(realName) : null,
    birthday: checkBirthday(birthday),
  }));
  const { errors } = form;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = form.checkAll();
    if (found.payeeName || found.birthday || busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const next = await saveProfile({
        nickname: nickname.trim(),
        birthday,
        ...(!nameLocked && realName.trim() ? { payeeName: realName.trim() } : {}),
      });
      onProfile(next);
      setOutcome({ tone: 'success', text: t('sec_profile_saved') });
      // The header and menus show the nickname and real name from the session's member info.
      fetchMemberInfo().then(updateMember, () => undefined);
    } catch (error) {
      setOutcome({ tone: 'error', text: isApiError(error) ? error.message : t('err_unknown') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SecuritySection
      icon={<UserIcon />}
      title={t('sec_profile_title')}
      summary={t('sec_profile_account', { account: profile.account })}
      done={nameLocked}
      status={nameLocked ? t('sec_status_done') : t('sec_real_name_missing')}
      testId="sec-profile"
    >
      <form
        ref={form.formRef}
        className="sec-form sec-form--grid"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <TextField
          label={t('sec_nickname')}
          value={nickname}
          onChange={setNickname}
          maxLength={32}
          autoComplete="nickname"
          name="nickname"
        />
        <TextField
          label={t('field_payee_name')}
          value={realName}
          onChange={setRealName}
          readOnly={nameLocked}
          maxLength={100}
          autoComplete="name"
          name="payeeName"
          error={errors.payeeName ? t(errors.payeeName) : null}
          hint={nameLocked ? t('sec_real_name_locked') : t('sec_real_name_once')}
        />
        <TextField
          label={t('sec_birthday')}
          type="date"
          value={birthday}
          onChange={setBirthday}
          name="birthday"
          error={errors.birthday ? t(errors.birthday) : null}
        />
        <div className="sec-form__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={busy}
            data-testid="sec-profile-save"
          >
            {t('sec_save')}
          </button>
        </div>
        <FormOutcome outcome={outcome} />
      </form>
    </SecuritySection>
  );
}
