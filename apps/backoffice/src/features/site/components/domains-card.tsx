import type { listDomainsStaff, ValueOf } from '@tessera/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/action-dialogs';
import { Badge } from '../../../components/badge';
import { Icon } from '../../../components/icon';
import { ErrorPanel } from '../../../components/list-state';
import { showToast } from '../../../components/toast';
import { useAction } from '../../../lib/hooks/use-action';
import { useRemote } from '../../../lib/hooks/use-remote';
import { deleteDomain, fetchDomains, putDomain } from '../api/site-setup';

type Domain = ValueOf<typeof listDomainsStaff>['list'][number];
const DOMAIN = /^(?=.{1,253}$)(?!-)([a-z0-9-]{1,63}\.)*[a-z0-9-]{1,63}$/u;

/** The domains that open this brand: add one, make one the main (links in mails), remove any other. */
export function DomainsCard({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const remote = useRemote((signal) => fetchDomains(signal), 'domains');
  const [list, setList] = useState<Domain[] | null>(null);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<{ kind: 'main' | 'remove'; domain: string } | null>(null);
  const add = useAction();
  useEffect(() => setList(remote.data?.list ?? null), [remote.data]);

  if (remote.status === 'error' && !list) return <ErrorPanel error={remote.error} onRetry={remote.reload} />;
  if (!list) return <div className="card skeleton skeleton--block" data-testid="loading" />;
  const name = draft.trim().toLowerCase();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!DOMAIN.test(name)) return;
    if (await add.run(async () => setList((await putDomain(name, false)).list))) {
      setDraft('');
      showToast(t('site.domainAdded', { domain: name }));
    }
  };

  return (
    <section className="card card--wide" data-testid="domains-card">
      <h2>{t('site.domainsTitle')}</h2>
      <p className="muted small">{t('site.domainsText')}</p>
      {list.length === 0 ? (
        <p className="muted">{t('site.domainsEmpty')}</p>
      ) : (
        <ul className="domain-list">
          {list.map((d) => (
            <li key={d.domain} data-testid="domain-row" data-domain={d.domain}>
              <span className="mono ellipsis">{d.domain}</span>
              {d.main && <Badge value="MAIN" label={t('site.mainDomain')} tone="info" />}
              {editable && !d.main && (
                <span className="row-actions">
                  <button
                    type="button"
                    className="btn btn--small"
                    onClick={() => setPending({ kind: 'main', domain: d.domain })}
                    data-testid="domain-main"
                  >
                    {t('site.makeMain')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--small btn--icon"
                    onClick={() => setPending({ kind: 'remove', domain: d.domain })}
                    aria-label={t('site.removeDomain', { domain: d.domain })}
                    data-testid="domain-remove"
                  >
                    <Icon name="trash" size={14} />
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && (
        <form className="inline-add" onSubmit={submit} data-testid="domain-form">
          <input
            name="domain"
            aria-label={t('site.newDomain')}
            placeholder="play.example.com"
            className="mono"
            value={draft}
            maxLength={253}
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={name !== '' && !DOMAIN.test(name)}
          />
          <button
            type="submit"
            className="btn"
            disabled={add.busy || !DOMAIN.test(name)}
            data-testid="domain-add"
          >
            <Icon name="plus" size={16} /> {t('site.addDomain')}
          </button>
        </form>
      )}
      {add.error && (
        <p className="form-error" role="alert">
          {add.error}
        </p>
      )}
      {pending && (
        <ConfirmDialog
          title={pending.kind === 'main' ? t('site.makeMainTitle') : t('site.removeDomainTitle')}
          submitLabel={pending.kind === 'main' ? t('site.makeMain') : t('common.delete')}
          danger={pending.kind === 'remove'}
          onConfirm={async () =>
            setList(
              (pending.kind === 'main'
                ? await putDomain(pending.domain, true)
                : await deleteDomain(pending.domain)
              ).list,
            )
          }
          onDone={() => {
            showToast(
              pending.kind === 'main'
                ? t('site.domainMain', { domain: pending.domain })
                : t('site.domainRemoved', { domain: pending.domain }),
            );
            setPending(null);
          }}
          onClose={() => setPending(null)}
        >
          <p>
            {pending.kind === 'main'
              ? t('site.makeMainText', { domain: pending.domain })
              : t('site.removeDomainText', { domain: pending.domain })}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
