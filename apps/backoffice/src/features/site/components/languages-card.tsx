import { LANGUAGES, type Language } from '@tessera/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/list-state';
import { showToast } from '../../../components/toast';
import { localeOf } from '../../../lib/format';
import { useAction } from '../../../lib/hooks/use-action';
import { useRemote } from '../../../lib/hooks/use-remote';
import { fetchLanguages, putLanguages } from '../api/site-setup';
import { languageName } from '../site-setup';

/** The languages members may pick on the site (the 31 the product knows) and the default. */
export function LanguagesCard({ editable }: { editable: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const remote = useRemote((signal) => fetchLanguages(signal), 'languages');
  const [enabled, setEnabled] = useState<Set<Language> | null>(null);
  const [fallback, setFallback] = useState<Language>('EN');
  const action = useAction();
  useEffect(() => {
    if (!remote.data) return;
    setEnabled(new Set(remote.data.languages));
    setFallback(remote.data.defaultLanguage);
  }, [remote.data]);

  if (remote.status === 'error' && !enabled)
    return <ErrorPanel error={remote.error} onRetry={remote.reload} />;
  if (!enabled) return <div className="card skeleton skeleton--block" data-testid="loading" />;
  const toggle = (code: Language, on: boolean) => {
    const next = new Set(enabled);
    if (on) next.add(code);
    else next.delete(code);
    setEnabled(next);
  };
  const invalid =
    enabled.size === 0 ? t('site.languagesNone') : !enabled.has(fallback) ? t('site.defaultOff') : null;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    const languages = LANGUAGES.filter((code) => enabled.has(code));
    if (await action.run(() => putLanguages({ languages, defaultLanguage: fallback })))
      showToast(t('site.languagesSaved'));
  };

  return (
    <form className="card card--wide" onSubmit={save} data-testid="languages-card">
      <h2>{t('site.languagesTitle')}</h2>
      <p className="muted small">
        {t('site.languagesText', { count: enabled.size, total: LANGUAGES.length })}
      </p>
      <fieldset className="language-grid">
        <legend className="visually-hidden">{t('site.languagesTitle')}</legend>
        {LANGUAGES.map((code) => {
          const on = enabled.has(code);
          const name = languageName(code, locale);
          return (
            <div key={code} className={`language${on ? ' is-on' : ''}`} data-code={code}>
              <label className="check">
                <input
                  type="checkbox"
                  checked={on}
                  disabled={!editable}
                  onChange={(e) => toggle(code, e.target.checked)}
                  data-testid={`language-${code}`}
                />
                <code>{code}</code>
                {name && <span className="ellipsis">{name}</span>}
              </label>
              <label className="language__default" title={t('site.makeDefault')}>
                <input
                  type="radio"
                  name="defaultLanguage"
                  value={code}
                  checked={fallback === code}
                  disabled={!editable || !on}
                  onChange={() => setFallback(code)}
                  data-testid={`default-${code}`}
                />
                <span className="visually-hidden">{t('site.defaultOf', { code })}</span>
                {fallback === code && <span className="badge badge--info">{t('site.default')}</span>}
              </label>
            </div>
          );
        })}
      </fieldset>
      {(invalid || action.error) && (
        <p className="form-error" role="alert">
          {invalid ?? action.error}
        </p>
      )}
      {editable && (
        <div className="card__actions">
          <button
            type="submit"
            className="btn btn--primary"
            disabled={action.busy || invalid !== null}
            data-testid="languages-save"
          >
            {t('common.save')}
          </button>
        </div>
      )}
    </form>
  );
}
