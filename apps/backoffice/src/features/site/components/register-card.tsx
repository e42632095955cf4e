import {
  REGISTER_FIELDS,
  type RegisterSettings,
  putRegisterSettings as registerEndpoint,
} from '@tessera/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canUse } from '../../../app/access';
import { Field } from '../../../components/field';
import { ErrorPanel } from '../../../components/list-state';
import { showToast } from '../../../components/toast';
import { useAction } from '../../../lib/hooks/use-action';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useStore } from '../../../lib/store/store';
import { sessionStore } from '../../session/session-store';
import { fetchRegisterSettings } from '../api/get-register-settings';
import { putRegisterSettings } from '../api/put-register-settings';

type Rule = RegisterSettings['fields'][keyof RegisterSettings['fields']];
const OFF: NonNullable<Rule> = { enabled: false, required: false, minLength: 0, maxLength: 64, patternId: 0 };

/** Registration: captcha, slider check, minimum age, dialing code, and each field's rule. */
export function RegisterCard() {
  const { t } = useTranslation();
  const role = useStore(sessionStore)?.role;
  const remote = useRemote((signal) => fetchRegisterSettings(signal), 'register');
  const [form, setForm] = useState<RegisterSettings | null>(null);
  const action = useAction();
  const editable = canUse(registerEndpoint, role);
  useEffect(() => {
    if (remote.data) setForm(structuredClone(remote.data));
  }, [remote.data]);
  if (remote.status === 'error' && !remote.data)
    return <ErrorPanel error={remote.error} onRetry={remote.reload} />;

  const setRule = (name: (typeof REGISTER_FIELDS)[number], change: Partial<NonNullable<Rule>>) =>
    setForm((f) => f && { ...f, fields: { ...f.fields, [name]: { ...OFF, ...f.fields[name], ...change } } });
  const save = async () => {
    if (form && (await action.run(() => putRegisterSettings(form)))) {
      showToast(t('site.saved'));
      remote.reload();
    }
  };

  return (
    <section className="card card--wide" data-testid="register-card">
      <h2>{t('site.registerTitle')}</h2>
      {!form ? (
        <div className="skeleton skeleton--block" />
      ) : (
        <>
          <div className="grid-4">
            <label className="switch">
              <input
                type="checkbox"
                checked={form.captcha}
                disabled={!editable}
                onChange={(e) => setForm({ ...form, captcha: e.target.checked })}
              />
              <span className="switch__track" aria-hidden="true" />
              {t('site.captcha')}
            </label>
            <label className="switch">
              <input
                type="checkbox"
                checked={form.humanCheck}
                disabled={!editable}
                onChange={(e) => setForm({ ...form, humanCheck: e.target.checked })}
              />
              <span className="switch__track" aria-hidden="true" />
              {t('site.humanCheck')}
            </label>
            <Field label={t('site.minimumAge')}>
              {(id) => (
                <input
                  id={id}
                  type="number"
                  min={0}
                  max={99}
                  disabled={!editable}
                  value={form.minimumAge}
                  onChange={(e) => setForm({ ...form, minimumAge: Number(e.target.value) || 0 })}
                />
              )}
            </Field>
            <Field label={t('site.dialingCode')}>
              {(id) => (
                <input
                  id={id}
                  disabled={!editable}
                  value={form.defaultCountryDialingCode}
                  onChange={(e) => setForm({ ...form, defaultCountryDialingCode: e.target.value })}
                />
              )}
            </Field>
          </div>
          <div className="table-scroll">
            <table className="table table--compact">
              <thead>
                <tr>
                  <th scope="col">{t('site.field')}</th>
                  <th scope="col">{t('site.enabled')}</th>
                  <th scope="col">{t('site.required')}</th>
                  <th scope="col">{t('site.minLength')}</th>
                  <th scope="col">{t('site.maxLength')}</th>
                </tr>
              </thead>
              <tbody>
                {REGISTER_FIELDS.map((name) => {
                  const rule = { ...OFF, ...form.fields[name] };
                  return (
                    <tr key={name}>
                      <td data-label={t('site.field')}>
                        <code>{name}</code>
                      </td>
                      <td data-label={t('site.enabled')}>
                        <input
                          type="checkbox"
                          aria-label={`${name} ${t('site.enabled')}`}
                          checked={rule.enabled}
                          disabled={!editable}
                          onChange={(e) => setRule(name, { enabled: e.target.checked })}
                        />
                      </td>
                      <td data-label={t('site.required')}>
                        <input
                          type="checkbox"
                          aria-label={`${name} ${t('site.required')}`}
                          checked={rule.required}
                          disabled={!editable}
                          onChange={(e) => setRule(name, { required: e.target.checked })}
                        />
                      </td>
                      <td data-label={t('site.minLength')}>
                        <input
                          className="input--narrow"
                          type="number"
                          min={0}
                          max={255}
                          aria-label={`${name} ${t('site.minLength')}`}
                          value={rule.minLength}
                          disabled={!editable}
                          onChange={(e) => setRule(name, { minLength: Number(e.target.value) || 0 })}
                        />
                      </td>
                      <td data-label={t('site.maxLength')}>
                        <input
                          className="input--narrow"
                          type="number"
                          min={1}
                          max={255}
                          aria-label={`${name} ${t('site.maxLength')}`}
                          value={rule.maxLength}
                          disabled={!editable}
                          onChange={(e) => setRule(name, { maxLength: Number(e.target.value) || 1 })}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
      {action.error && (
        <p className="form-error" role="alert">
          {action.error}
        </p>
      )}
      {editable && (
        <div className="card__actions">
          <button type="button" className="btn btn--primary" disabled={!form || action.busy} onClick={save}>
            {t('common.save')}
          </button>
        </div>
      )}
    </section>
  );
}
