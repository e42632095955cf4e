import { ENDPOINTS, type getSiteFlags, putSiteFlags, type ValueOf } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canUse } from '../../../app/access';
import { ErrorPanel } from '../../../components/list-state';
import { showToast } from '../../../components/toast';
import { useAction } from '../../../lib/hooks/use-action';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useStore } from '../../../lib/store/store';
import { sessionStore } from '../../session/session-store';
import { fetchFlags } from '../api/get-flags';
import { putFlags } from '../api/put-flags';

type Flags = ValueOf<typeof getSiteFlags>;

/** Every module a call belongs to: a brand that never switched one has no entry for it (on). */
const KNOWN_MODULES = [...new Set(ENDPOINTS.map((endpoint) => endpoint.moduleId))].filter(
  (id) => id !== 'backoffice',
);

/** The brand's feature flags and module switches as toggles; saving sends only what changed. */
export function FlagsCard() {
  const { t } = useTranslation();
  const role = useStore(sessionStore)?.role;
  const remote = useRemote((signal) => fetchFlags(signal), 'flags');
  const [changes, setChanges] = useState<Flags>({ flags: {}, modules: {} });
  const action = useAction();
  const editable = canUse(putSiteFlags, role);
  if (remote.status === 'error' && !remote.data)
    return <ErrorPanel error={remote.error} onRetry={remote.reload} />;
  const data = remote.data;
  const changed = Object.keys(changes.flags).length + Object.keys(changes.modules).length;

  const toggle = (group: 'flags' | 'modules', name: string, value: boolean) =>
    setChanges((c) => {
      const next = { ...c[group] };
      if ((data?.[group][name] ?? true) === value) delete next[name];
      else next[name] = value;
      return { ...c, [group]: next };
    });

  const save = async () => {
    if (await action.run(() => putFlags(changes))) {
      setChanges({ flags: {}, modules: {} });
      showToast(t('site.saved'));
      remote.reload();
    }
  };

  const list = (group: 'flags' | 'modules') => {
    const own = Object.keys(data?.[group] ?? {});
    const names = [...new Set(group === 'modules' ? [...own, ...KNOWN_MODULES] : own)].sort();
    if (names.length === 0) return <p className="muted small">{t('site.none')}</p>;
    return (
      <ul className="toggles">
        {names.map((name) => {
          const value = changes[group][name] ?? data?.[group][name] ?? true;
          return (
            <li key={name}>
              <label className="switch">
                <input
                  type="checkbox"
                  checked={value}
                  disabled={!editable}
                  onChange={(e) => toggle(group, name, e.target.checked)}
                  data-testid={`${group}-${name}`}
                />
                <span className="switch__track" aria-hidden="true" />
                <code>{name}</code>
              </label>
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <section className="card" data-testid="flags-card">
      <h2>{t('site.flagsTitle')}</h2>
      <p className="muted">{t('site.flagsText')}</p>
      {!data ? (
        <div className="skeleton skeleton--block" />
      ) : (
        <>
          <h3 className="card__sub">{t('site.flags')}</h3>
          {list('flags')}
          <h3 className="card__sub">{t('site.modules')}</h3>
          {list('modules')}
        </>
      )}
      {action.error && (
        <p className="form-error" role="alert">
          {action.error}
        </p>
      )}
      {editable && (
        <div className="card__actions">
          <button
            type="button"
            className="btn btn--primary"
            disabled={changed === 0 || action.busy}
            onClick={save}
          >
            {t('site.saveChanges', { count: changed })}
          </button>
        </div>
      )}
    </section>
  );
}
