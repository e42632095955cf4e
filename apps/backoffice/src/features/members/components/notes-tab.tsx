import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorPanel } from '../../../components/list-state';
import { showToast } from '../../../components/toast';
import { formatDateTime } from '../../../lib/format';
import { useAction } from '../../../lib/hooks/use-action';
import { useRemote } from '../../../lib/hooks/use-remote';
import { fetchMemberNotes } from '../api/get-member-notes';
import { postMemberNote } from '../api/post-member-note';

/** Staff notes on the member, newest first; the member never sees them; kept as written. */
export function NotesTab({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const notes = useRemote((signal) => fetchMemberNotes(memberId, signal), `notes:${memberId}`);
  const [text, setText] = useState('');
  const action = useAction();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body) return;
    if (await action.run(() => postMemberNote(memberId, body))) {
      setText('');
      showToast(t('members.noteAdded'));
      notes.reload();
    }
  };

  return (
    <div className="notes" data-testid="notes">
      <form className="card notes__form" onSubmit={add} data-testid="note-form">
        <label className="label" htmlFor="note-body">
          {t('members.newNote')}
        </label>
        <textarea
          id="note-body"
          name="body"
          rows={3}
          maxLength={1000}
          required
          placeholder={t('members.notePlaceholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {action.error && (
          <p className="form-error" role="alert">
            {action.error}
          </p>
        )}
        <div className="card__actions">
          <span className="muted small notes__hint">{t('members.noteHint')}</span>
          <button type="submit" className="btn btn--primary" disabled={action.busy} data-testid="note-submit">
            {t('members.addNote')}
          </button>
        </div>
      </form>
      {notes.status === 'error' && <ErrorPanel error={notes.error} onRetry={notes.reload} />}
      {notes.status === 'loading' && !notes.data && (
        <div className="skeleton skeleton--block" data-testid="loading" />
      )}
      {notes.data && notes.data.list.length === 0 && (
        <EmptyState title={t('members.noNotes')} text={t('members.noNotesText')} />
      )}
      {notes.data && notes.data.list.length > 0 && (
        <ol className="notes__list">
          {notes.data.list.map((note) => (
            <li key={note.id} className="note" data-testid="note">
              <p className="note__meta">
                <strong>{note.staffName}</strong>
                <span className="muted">{formatDateTime(note.at, lang)}</span>
              </p>
              <p className="note__body">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
