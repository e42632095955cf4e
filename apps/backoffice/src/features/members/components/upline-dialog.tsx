import type { getMemberStaff, StaffMemberRow, ValueOf } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { Field } from '../../../components/field';
import { useAction } from '../../../lib/hooks/use-action';
import { fetchMembers } from '../api/get-members';
import { putMemberUpline } from '../api/put-member-upline';

type Member = ValueOf<typeof getMemberStaff>['member'];
/** The new upline: an agent found by searching, or the top (no upline). */
type Target = { kind: 'top' } | { kind: 'agent'; agent: StaffMemberRow } | null;

/**
 * Moves the member, with everyone under them, to another agent of the brand or to the top. The
 * agent is found with the member search (agents only are offered); the server refuses a move into
 * the member's own team and says so.
 */
export function UplineDialog(props: {
  member: Member;
  onDone: (movedTeam: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<StaffMemberRow[] | null>(null);
  const [target, setTarget] = useState<Target>(null);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const search = useAction();
  const action = useAction();

  const find = async () => {
    const text = q.trim();
    if (!text) return;
    await search.run(async () => {
      const page = await fetchMembers({ q: text, pageNo: 1, pageSize: 20 });
      setFound(page.list.filter((row) => row.isAgent && row.id !== props.member.id));
    });
  };

  const submit = async () => {
    if (!target) return setInvalid(t('members.pickUpline'));
    if (!reason.trim()) return setInvalid(t('members.reasonRequired'));
    setInvalid(null);
    let moved = 0;
    const ok = await action.run(async () => {
      const answer = await putMemberUpline(
        props.member.id,
        target.kind === 'top' ? null : target.agent.id,
        reason.trim(),
      );
      moved = answer.movedTeam;
    });
    if (ok) props.onDone(moved);
  };

  return (
    <Dialog
      title={t('members.moveTitle', { name: props.member.username })}
      submitLabel={t('members.move')}
      busy={action.busy}
      error={invalid ?? action.error}
      onSubmit={submit}
      onClose={props.onClose}
      testId="upline-dialog"
    >
      <p className="muted">{t('members.moveText')}</p>
      <div className="field">
        <label htmlFor="upline-q">{t('members.findAgent')}</label>
        <div className="inline-search">
          <input
            id="upline-q"
            name="agent"
            type="search"
            autoComplete="off"
            maxLength={100}
            placeholder={t('members.findAgentPlaceholder')}
            value={q}
            onChange={(e) => setQ(e.target.value)}
            onKeyDown={(e) => {
              // Enter searches here; it does not submit the move.
              if (e.key === 'Enter') {
                e.preventDefault();
                void find();
              }
            }}
          />
          <button
            type="button"
            className="btn"
            onClick={() => void find()}
            disabled={search.busy}
            data-testid="agent-search"
          >
            {t('members.search')}
          </button>
        </div>
        {search.error && <p className="form-error">{search.error}</p>}
      </div>
      <fieldset className="choices" data-testid="upline-choices">
        <legend className="visually-hidden">{t('members.newUpline')}</legend>
        <label className="choice">
          <input
            type="radio"
            name="upline"
            checked={target?.kind === 'top'}
            disabled={props.member.parentId === null}
            onChange={() => setTarget({ kind: 'top' })}
            data-testid="upline-top"
          />
          <span>
            <strong>{t('members.top')}</strong>
            <span className="muted small"> — {t('members.topHint')}</span>
            {props.member.parentId === null && <span className="muted small"> ({t('members.current')})</span>}
          </span>
        </label>
        {found?.map((agent) => (
          <label key={agent.id} className="choice">
            <input
              type="radio"
              name="upline"
              checked={target?.kind === 'agent' && target.agent.id === agent.id}
              disabled={agent.id === props.member.parentId}
              onChange={() => setTarget({ kind: 'agent', agent })}
              data-testid="upline-agent"
            />
            <span>
              <strong>{agent.username}</strong>
              <span className="muted small"> #{agent.id}</span>
              {agent.id === props.member.parentId && (
                <span className="muted small"> ({t('members.current')})</span>
              )}
            </span>
          </label>
        ))}
        {found && found.length === 0 && <p className="muted small">{t('members.noAgents')}</p>}
      </fieldset>
      <Field label={t('common.reason')}>
        {(id) => (
          <textarea
            id={id}
            name="reason"
            rows={2}
            maxLength={200}
            required
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </Field>
    </Dialog>
  );
}
