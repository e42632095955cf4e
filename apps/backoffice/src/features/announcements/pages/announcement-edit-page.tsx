import { CONTENT_TYPES, LINKAGE_TYPES, POPUP_EXECUTIONS, type StaffAnnouncement } from '@tessera/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Field } from '../../../components/field';
import { EmptyState, ErrorPanel } from '../../../components/list-state';
import { PageHeader, Segmented } from '../../../components/page-header';
import { showToast } from '../../../components/toast';
import { useAction } from '../../../lib/hooks/use-action';
import { useRemote } from '../../../lib/hooks/use-remote';
import { type AnnouncementDraft, bodyOf, draftOf, emptyDraft, takesImageAndLink } from '../announcement-form';
import { fetchAnnouncements } from '../api/get-announcements';
import { postAnnouncement } from '../api/post-announcement';
import { putAnnouncement } from '../api/put-announcement';
import { AnnouncementPreview } from '../components/announcement-preview';

const LANGUAGES = ['EN', 'BN'] as const;

/** The row opened from the list (router state), else looked up among the newest hundred. */
async function findAnnouncement(id: number, signal: AbortSignal): Promise<StaffAnnouncement | null> {
  const page = await fetchAnnouncements({ pageNo: 1, pageSize: 100 }, signal);
  return page.list.find((item) => item.id === id) ?? null;
}

export function AnnouncementEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const location = useLocation();
  const numericId = id ? Number(id) : null;
  const passed =
    (location.state as StaffAnnouncement | null)?.id === numericId
      ? (location.state as StaffAnnouncement)
      : null;
  const existing = useRemote(
    (signal) =>
      numericId === null
        ? Promise.resolve(null)
        : passed
          ? Promise.resolve(passed)
          : findAnnouncement(numericId, signal),
    String(id ?? 'new'),
  );
  if (existing.status === 'error') return <ErrorPanel error={existing.error} onRetry={existing.reload} />;
  if (existing.status === 'loading') return <div className="skeleton skeleton--page" data-testid="loading" />;
  if (numericId !== null && !existing.data) return <EmptyState title={t('announcements.notFound')} />;
  return <Editor key={id ?? 'new'} item={existing.data} />;
}

function Editor({ item }: { item: StaffAnnouncement | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<AnnouncementDraft>(() => (item ? draftOf(item) : emptyDraft()));
  const [language, setLanguage] = useState<(typeof LANGUAGES)[number]>('EN');
  const action = useAction();
  const set = <K extends keyof AnnouncementDraft>(name: K, value: AnnouncementDraft[K]) =>
    setDraft((d) => ({ ...d, [name]: value }));
  useEffect(() => action.clear(), [action.clear]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(draft);
    const ok = await action.run(() => (item ? putAnnouncement(item.id, body) : postAnnouncement(body)));
    if (ok) {
      showToast(t(item ? 'announcements.saved' : 'announcements.created'));
      navigate('/announcements');
    }
  };

  return (
    <>
      <PageHeader
        title={item ? t('announcements.editTitle', { id: item.id }) : t('announcements.newTitle')}
        actions={
          <Link className="btn" to="/announcements">
            {t('common.back')}
          </Link>
        }
      />
      <div className="editor">
        <form className="card editor__form" onSubmit={save} data-testid="announcement-form">
          <div className="grid-2">
            <Field
              label={t('announcements.type')}
              {...(draft.contentType === 'AG' ? { hint: t('announcements.typeHints.AG') } : {})}
            >
              {(id) => (
                <select
                  id={id}
                  name="contentType"
                  value={draft.contentType}
                  onChange={(e) => set('contentType', e.target.value as AnnouncementDraft['contentType'])}
                >
                  {CONTENT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`announcements.types.${type}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('common.state')}>
              {(id) => (
                <select
                  id={id}
                  name="status"
                  value={draft.status}
                  onChange={(e) => set('status', e.target.value as AnnouncementDraft['status'])}
                >
                  <option value="ACTIVE">{t('announcements.states.ACTIVE')}</option>
                  <option value="INACTIVE">{t('announcements.states.INACTIVE')}</option>
                </select>
              )}
            </Field>
            {draft.contentType === 'B' && (
              <Field label={t('announcements.groupName')} hint={t('announcements.groupHint')}>
                {(id) => (
                  <input
                    id={id}
                    name="groupName"
                    value={draft.groupName}
                    onChange={(e) => set('groupName', e.target.value)}
                  />
                )}
              </Field>
            )}
            {draft.contentType === 'PU' && (
              <Field label={t('announcements.execution')}>
                {(id) => (
                  <select
                    id={id}
                    name="execution"
                    value={draft.execution}
                    onChange={(e) => set('execution', e.target.value as AnnouncementDraft['execution'])}
                  >
                    <option value="">—</option>
                    {POPUP_EXECUTIONS.map((x) => (
                      <option key={x} value={x}>
                        {t(`announcements.executions.${x}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            )}
          </div>
          <div className="field">
            <span className="label">{t('announcements.language')}</span>
            <Segmented
              label={t('announcements.language')}
              value={language}
              options={LANGUAGES.map((l) => ({ value: l, label: l }))}
              onChange={setLanguage}
            />
          </div>
          <Field label={t('announcements.titleField')}>
            {(id) => (
              <input
                id={id}
                name="title"
                maxLength={200}
                value={draft.title[language] ?? ''}
                onChange={(e) => set('title', { ...draft.title, [language]: e.target.value })}
              />
            )}
          </Field>
          <Field
            label={draft.contentType === 'H' ? t('announcements.textField') : t('announcements.htmlField')}
          >
            {(id) => (
              <textarea
                id={id}
                name="content"
                rows={8}
                className="mono"
                maxLength={8000}
                value={draft.content[language] ?? ''}
                onChange={(e) => set('content', { ...draft.content, [language]: e.target.value })}
              />
            )}
          </Field>
          <div className="grid-2">
            {takesImageAndLink(draft.contentType) && (
              <>
                <Field label={t('announcements.imageUrl')}>
                  {(id) => (
                    <input
                      id={id}
                      name="imageUrl"
                      value={draft.imageUrl}
                      onChange={(e) => set('imageUrl', e.target.value)}
                    />
                  )}
                </Field>
                <Field label={t('announcements.linkage')}>
                  {(id) => (
                    <select
                      id={id}
                      name="linkageType"
                      value={draft.linkageType}
                      onChange={(e) => set('linkageType', e.target.value as AnnouncementDraft['linkageType'])}
                    >
                      {LINKAGE_TYPES.map((x) => (
                        <option key={x} value={x}>
                          {t(`announcements.linkages.${x}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                {(draft.linkageType === 'ROUTE' || draft.linkageType === 'EXTERNAL') && (
                  <Field label={t('announcements.url')}>
                    {(id) => (
                      <input
                        id={id}
                        name="url"
                        value={draft.url}
                        onChange={(e) => set('url', e.target.value)}
                      />
                    )}
                  </Field>
                )}
              </>
            )}
            <Field label={t('announcements.sort')}>
              {(id) => (
                <input
                  id={id}
                  name="sort"
                  inputMode="numeric"
                  value={draft.sort}
                  onChange={(e) => set('sort', e.target.value.replace(/\D/gu, ''))}
                />
              )}
            </Field>
            <Field label={t('announcements.startsAt')}>
              {(id) => (
                <input
                  id={id}
                  name="startsAt"
                  type="datetime-local"
                  value={draft.startsAt}
                  onChange={(e) => set('startsAt', e.target.value)}
                />
              )}
            </Field>
            <Field label={t('announcements.endsAt')}>
              {(id) => (
                <input
                  id={id}
                  name="endsAt"
                  type="datetime-local"
                  value={draft.endsAt}
                  onChange={(e) => set('endsAt', e.target.value)}
                />
              )}
            </Field>
          </div>
          {action.error && (
            <p className="form-error" role="alert" data-testid="form-error">
              {action.error}
            </p>
          )}
          <div className="card__actions">
            <button type="submit" className="btn btn--primary" disabled={action.busy} data-testid="save">
              {t(item ? 'common.save' : 'announcements.publish')}
            </button>
          </div>
        </form>
        <AnnouncementPreview
          type={draft.contentType}
          title={draft.title[language] ?? ''}
          content={draft.content[language] ?? ''}
          imageUrl={takesImageAndLink(draft.contentType) ? draft.imageUrl : ''}
        />
      </div>
    </>
  );
}
