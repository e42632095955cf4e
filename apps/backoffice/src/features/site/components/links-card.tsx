import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { ErrorPanel } from '../../../components/list-state';
import { showToast } from '../../../components/toast';
import { useAction } from '../../../lib/hooks/use-action';
import { useRemote } from '../../../lib/hooks/use-remote';
import { fetchResources, putResources } from '../api/site-setup';
import { LINK_TYPES, type LinkRow, linkProblems, moveRow } from '../site-setup';

let nextKey = 1;
const withKey = (row: Omit<LinkRow, 'key'>): LinkRow => ({ ...row, key: nextKey++ });

/** The brand's links (social pages, customer service, app downloads) in their order; https only. */
export function LinksCard({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const remote = useRemote((signal) => fetchResources(signal), 'resources');
  const [rows, setRows] = useState<LinkRow[] | null>(null);
  const [checked, setChecked] = useState(false);
  const action = useAction();
  useEffect(() => {
    if (remote.data) setRows(remote.data.resources.map(withKey));
  }, [remote.data]);

  if (remote.status === 'error' && !rows) return <ErrorPanel error={remote.error} onRetry={remote.reload} />;
  if (!rows) return <div className="card skeleton skeleton--block" data-testid="loading" />;
  const problems = linkProblems(rows);
  const change = (key: number, patch: Partial<LinkRow>) =>
    setRows(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problems.size > 0) return;
    const body = {
      resources: rows.map((r) => ({
        resourceType: r.resourceType.trim().toUpperCase(),
        labelNameEn: r.labelNameEn.trim(),
        url: r.url.trim(),
      })),
    };
    if (await action.run(async () => setRows((await putResources(body)).resources.map(withKey)))) {
      setChecked(false);
      showToast(t('site.linksSaved'));
    }
  };

  return (
    <form className="card card--wide" onSubmit={save} data-testid="links-card" noValidate>
      <h2>{t('site.linksTitle')}</h2>
      <p className="muted small">{t('site.linksText')}</p>
      <datalist id="link-types">
        {LINK_TYPES.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      {rows.length === 0 ? (
        <p className="muted" data-testid="links-empty">
          {t('site.linksEmpty')}
        </p>
      ) : (
        <ol className="link-rows">
          {rows.map((row, index) => {
            const bad = checked ? problems.get(row.key) : undefined;
            return (
              <li key={row.key} className="link-row" data-testid="link-row">
                <span className="order__n" aria-hidden="true">
                  {index + 1}
                </span>
                <input
                  aria-label={t('site.linkType')}
                  placeholder={t('site.linkType')}
                  list="link-types"
                  className="mono"
                  name="resourceType"
                  value={row.resourceType}
                  disabled={!editable}
                  aria-invalid={bad?.includes('type')}
                  onChange={(e) => change(row.key, { resourceType: e.target.value.toUpperCase() })}
                />
                <input
                  aria-label={t('site.linkLabel')}
                  placeholder={t('site.linkLabel')}
                  name="labelNameEn"
                  maxLength={60}
                  value={row.labelNameEn}
                  disabled={!editable}
                  aria-invalid={bad?.includes('label')}
                  onChange={(e) => change(row.key, { labelNameEn: e.target.value })}
                />
                <input
                  aria-label={t('site.linkUrl')}
                  placeholder="https://"
                  name="url"
                  type="url"
                  maxLength={500}
                  value={row.url}
                  disabled={!editable}
                  aria-invalid={bad?.includes('url')}
                  onChange={(e) => change(row.key, { url: e.target.value })}
                />
                {editable && (
                  <span className="row-actions">
                    <button
                      type="button"
                      className="btn btn--icon btn--small"
                      disabled={index === 0}
                      onClick={() => setRows(moveRow(rows, index, -1))}
                      aria-label={t('site.moveUp')}
                      data-testid="link-up"
                    >
                      <Icon name="arrow-up" size={14} />
                    </button>
                    <button
                      type="button"
                      className="btn btn--icon btn--small"
                      disabled={index === rows.length - 1}
                      onClick={() => setRows(moveRow(rows, index, 1))}
                      aria-label={t('site.moveDown')}
                      data-testid="link-down"
                    >
                      <Icon name="arrow-down" size={14} />
                    </button>
                    <button
                      type="button"
                      className="btn btn--icon btn--small"
                      onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
                      aria-label={t('site.removeLink')}
                      data-testid="link-remove"
                    >
                      <Icon name="trash" size={14} />
                    </button>
                  </span>
                )}
                {bad && (
                  <p className="form-error link-row__error" role="alert">
                    {bad.map((what) => t(`site.linkProblems.${what}`)).join(' · ')}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
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
            className="btn"
            disabled={rows.length >= 40}
            onClick={() =>
              setRows([...rows, withKey({ resourceType: '', labelNameEn: '', url: 'https://' })])
            }
            data-testid="link-add"
          >
            <Icon name="plus" size={16} /> {t('site.addLink')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={action.busy} data-testid="links-save">
            {t('common.save')}
          </button>
        </div>
      )}
    </form>
  );
}
