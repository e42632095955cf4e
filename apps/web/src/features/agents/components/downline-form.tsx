import type { Downline } from '@tessera/contracts';
import { patternHint } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons';
import { withLoader } from '../../../components/loader-store';
import { TextField } from '../../../components/text-field';
import { catalogueKey } from '../../../i18n/language-rules';
import { isApiError } from '../../../lib/api/api-error';
import { useFieldErrors } from '../../../lib/forms/use-field-errors';
import { useStore } from '../../../lib/store/create-store';
import { type FieldError, hasErrors } from '../../auth/forms/field-error';
import { useErrorText } from '../../auth/forms/use-error-text';
import { registerSettingsStore } from '../../auth/register-settings-store';
import { CopyButton } from '../../deposit/components/copy-button';
import { postDownline } from '../api/post-downline';
import {
  type DownlineField,
  type DownlineKind,
  downlineBody,
  emptyDownline,
  NICKNAME_MAX,
  validateDownline,
} from '../downline-form-rules';

type Created = { downline: Downline; initialPassword: string };

/**
 * Register a direct downline (registerCenter): an account, a member or an agent, a nickname if
 * wanted. The server gives the brand's default password, shown with the account to hand over; the
 * new member must change it at the first login.
 */
export function DownlineForm() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const settings = useStore(registerSettingsStore);
  const [values, setValues] = useState(emptyDownline);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [created, setCreated] = useState<Created | null>(null);
  const form = useFieldErrors<DownlineField, FieldError>({ account: values.account }, () =>
    validateDownline(values, settings),
  );
  const rule = settings?.fields.username;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (hasErrors(form.checkAll())) return;
    setBusy(true);
    setRefusal(null);
    try {
      setCreated(await withLoader(postDownline(downlineBody(values))));
      setValues(emptyDownline());
      form.reset();
    } catch (error) {
      setRefusal(isApiError(error) ? error.message : t('err_unknown'));
    } finally {
      setBusy(false);
    }
  };

  const kinds: [DownlineKind, string][] = [
    ['MEMBER', t('agent_kind_member')],
    ['AGENT', t('agent_kind_agent')],
  ];
  return (
    <section className="agent-card" aria-labelledby="downline-form-title">
      <h4 id="downline-form-title" className="agent-card__title">
        {t('agent_register_title')}
      </h4>
      {created && <CreatedDownline created={created} onDismiss={() => setCreated(null)} />}
      <form
        ref={form.formRef}
        className="agent-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={busy}
        data-testid="downline-form"
      >
        <TextField
          label={t('agent_field_account')}
          required
          value={values.account}
          onChange={(account) => setValues({ ...values, account })}
          name="account"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          hint={rule ? patternHint(rule, catalogueKey(i18n.language)) : null}
          error={errorText(form.errors.account)}
        />
        <fieldset className="agent-form__kinds">
          <legend className="field__label">{t('agent_field_kind')}</legend>
          {kinds.map(([kind, label]) => (
            <label key={kind} className="agent-choice">
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={values.kind === kind}
                onChange={() => setValues({ ...values, kind })}
              />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
        <TextField
          label={t('agent_field_nickname')}
          value={values.nickname}
          onChange={(nickname) => setValues({ ...values, nickname })}
          name="nickname"
          autoComplete="off"
          maxLength={NICKNAME_MAX}
          hint={t('agent_field_optional')}
        />
        {refusal && (
          <p className="form-alert" role="alert">
            {refusal}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          data-testid="downline-submit"
        >
          {t('agent_register_submit')}
        </button>
      </form>
    </section>
  );
}

function CreatedDownline({ created, onDismiss }: { created: Created; onDismiss: () => void }) {
  const { t } = useTranslation();
  const { account, isAgent } = created.downline;
  return (
    <div className="agent-created" role="status" data-testid="downline-created">
      <p className="agent-created__head">
        <CheckIcon />
        {t(isAgent ? 'agent_created_agent' : 'agent_created_member')}
      </p>
      <dl className="agent-created__list">
        <div>
          <dt>{t('agent_field_account')}</dt>
          <dd>
            <code data-testid="created-account">{account}</code>
            <CopyButton text={account} what={t('agent_field_account')} />
          </dd>
        </div>
        <div>
          <dt>{t('agent_initial_password')}</dt>
          <dd>
            <code data-testid="created-password">{created.initialPassword}</code>
            <CopyButton text={created.initialPassword} what={t('agent_initial_password')} />
          </dd>
        </div>
      </dl>
      <p className="agent-created__note">{t('agent_created_note')}</p>
      <button type="button" className="button button--ghost button--small" onClick={onDismiss}>
        {t('agent_created_dismiss')}
      </button>
    </div>
  );
}
