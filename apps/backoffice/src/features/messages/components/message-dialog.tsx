import { MESSAGE_AUDIENCES, MESSAGE_LIMITS, type SentMessage } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/action-dialogs';
import { Dialog } from '../../../components/dialog';
import { Segmented } from '../../../components/page-header';
import { useWritingLanguage, WritingLanguage } from '../../../components/writing-language';
import { useCheckedDraft } from '../../../lib/hooks/use-checked-draft';
import { useRemote } from '../../../lib/hooks/use-remote';
import { InputField } from '../../points/components/input-field';
import { inLanguage } from '../../points/point-item-form';
import { fetchVipLevels } from '../../promotions/api/get-vip-levels';
import { CheckedField } from '../../promotions/components/checked-field';
import { postMessage } from '../api/post-message';
import {
  emptyMessageForm,
  MESSAGE_LANGUAGES,
  type MessageField,
  type MessageForm,
  messageBody,
} from '../message-form';
import { MessagePreview } from './message-preview';

/** Levels to tick when the brand's table cannot be read. */
const FALLBACK_LEVELS = Array.from({ length: 11 }, (_, level) => ({
  level,
  name: {} as Record<string, string>,
}));

/** " · Gold" after a level's number, in the console's language, when the level has a name. */
const levelName = (name: Partial<Record<string, string>>, language: string) => {
  const named = inLanguage(name, language);
  return named ? ` · ${named}` : '';
};

/**
 * A new platform message: the audience (a member by username, VIP levels ticked, an agent's whole
 * team, everyone), a title and a body per language, and the member's card in the language being
 * written beside the form. A field's problem shows once it was left or the form was sent; a message
 * to everyone is confirmed first; the server's refusal (no such member, nobody at those levels)
 * above the buttons.
 */
export function MessageDialog(props: { onDone: (sent: SentMessage) => void; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const form = useCheckedDraft({
    initial: emptyMessageForm,
    check: (draft: MessageForm) => messageBody(draft),
    formTestId: 'message-dialog',
  });
  const { draft, setDraft, set, action } = form;
  const { languages, language, setLanguage } = useWritingLanguage(
    MESSAGE_LANGUAGES,
    undefined,
    i18n.language,
  );
  const [confirming, setConfirming] = useState(false);
  const levels = useRemote((signal) => fetchVipLevels(signal), 'message-vip-levels');
  const levelOptions = levels.status === 'error' ? FALLBACK_LEVELS : (levels.data?.levels ?? []);

  // The server's refusal (nobody matches) was about the audience as it was: a change clears it.
  const setAudience = <K extends 'kind' | 'username' | 'agent' | 'levels'>(
    name: K,
    value: MessageForm[K],
  ) => {
    action.clear();
    set(name, value);
  };
  const perLanguage = (name: 'title' | 'body', value: string) =>
    setDraft((d) => ({ ...d, [name]: { ...d[name], [language]: value } }));
  const error = (name: MessageField) => {
    const key = form.shown(name);
    return key && t(`messages.invalid.${key}`, { max: MESSAGE_LIMITS[name === 'body' ? 'body' : 'title'] });
  };
  // The language tab with the problem, when sending shows problems.
  const showProblem = () => {
    const { problemLanguage } = messageBody(draft);
    if (problemLanguage) setLanguage(problemLanguage);
  };

  const send = async () => {
    const sent = await form.submit((body) => postMessage(body), showProblem);
    if (sent) props.onDone(sent);
  };
  const submit = () => {
    if (draft.kind === 'ALL' && form.problemCount === 0) setConfirming(true);
    else void send();
  };

  return (
    <>
      <Dialog
        wide
        title={t('messages.newTitle')}
        submitLabel={draft.kind === 'ALL' ? t('messages.sendAll') : t('messages.send')}
        busy={action.busy}
        error={
          form.sent && form.problemCount > 0
            ? t('messages.fixFields', { count: form.problemCount })
            : confirming
              ? null
              : action.error
        }
        onSubmit={submit}
        onClose={props.onClose}
        testId="message-dialog"
      >
        <div className="mission-form" onBlur={form.onBlur}>
          <div className="mission-form__fields">
            <div className="field">
              <span className="label">{t('messages.audience')}</span>
              <Segmented
                label={t('messages.audience')}
                value={draft.kind}
                options={MESSAGE_AUDIENCES.map((kind) => ({
                  value: kind,
                  label: t(`messages.audiences.${kind}`),
                }))}
                onChange={(kind) => setAudience('kind', kind)}
                testId="message-audience"
              />
            </div>
            {draft.kind === 'MEMBER' && (
              <InputField
                label={t('messages.username')}
                hint={t('messages.usernameHint')}
                error={error('username')}
                name="username"
                maxLength={64}
                value={draft.username}
                onChange={(value) => setAudience('username', value)}
              />
            )}
            {draft.kind === 'TEAM' && (
              <InputField
                label={t('messages.agent')}
                hint={t('messages.agentHint')}
                error={error('agent')}
                name="agent"
                maxLength={64}
                value={draft.agent}
                onChange={(value) => setAudience('agent', value)}
              />
            )}
            {draft.kind === 'VIP' && (
              <fieldset className="field message-levels" data-testid="message-levels" data-field="levels">
                <legend className="label">{t('messages.levels')}</legend>
                {levels.status === 'loading' && !levels.data && (
                  <span className="muted">{t('common.loading')}</span>
                )}
                <div className="channel-checks">
                  {levelOptions.map((option) => (
                    <label key={option.level} className="check">
                      <input
                        type="checkbox"
                        name="levels"
                        value={option.level}
                        aria-invalid={error('levels') ? true : undefined}
                        checked={draft.levels.includes(option.level)}
                        onChange={(e) =>
                          setAudience(
                            'levels',
                            e.target.checked
                              ? [...draft.levels, option.level]
                              : draft.levels.filter((level) => level !== option.level),
                          )
                        }
                      />
                      <span>
                        {t('messages.levelIs', { level: option.level })}
                        {levelName(option.name, i18n.language)}
                      </span>
                    </label>
                  ))}
                </div>
                <small className="field__hint">{t('messages.levelsHint')}</small>
                {error('levels') && (
                  <p className="field__error" data-testid="field-error">
                    {error('levels')}
                  </p>
                )}
              </fieldset>
            )}
            {draft.kind === 'ALL' && (
              <p className="form-note" data-testid="message-all-note">
                {t('messages.allNote')}
              </p>
            )}
            <WritingLanguage
              label={t('messages.language')}
              languages={languages}
              value={language}
              onChange={setLanguage}
              written={[draft.title, draft.body]}
              hint={t('messages.languageHint')}
              testId="message-language"
            />
            <InputField
              label={t('messages.titleIn', { language })}
              error={error('title')}
              name="title"
              lang={language.toLowerCase()}
              maxLength={MESSAGE_LIMITS.title}
              value={draft.title[language] ?? ''}
              onChange={(value) => perLanguage('title', value)}
            />
            <CheckedField
              label={t('messages.bodyIn', { language })}
              hint={t('messages.bodyHint')}
              error={error('body')}
            >
              {(control) => (
                <textarea
                  {...control}
                  name="body"
                  rows={6}
                  lang={language.toLowerCase()}
                  maxLength={MESSAGE_LIMITS.body}
                  value={draft.body[language] ?? ''}
                  onChange={(e) => perLanguage('body', e.target.value)}
                />
              )}
            </CheckedField>
          </div>
          <section
            className="mission-form__preview"
            aria-label={t('messages.preview')}
            data-testid="message-preview"
          >
            <p className="preview__label">{t('messages.previewIn', { language })}</p>
            <MessagePreview
              title={draft.title[language]?.trim() ?? ''}
              body={draft.body[language]?.trim() ?? ''}
              language={language}
            />
          </section>
        </div>
      </Dialog>
      {confirming && (
        <ConfirmDialog
          title={t('messages.confirmAllTitle')}
          submitLabel={t('messages.sendAll')}
          danger
          onConfirm={async () => {
            const sent = await postMessage(form.body);
            props.onDone(sent);
          }}
          onDone={() => setConfirming(false)}
          onClose={() => setConfirming(false)}
        >
          <p data-testid="confirm-all-text">{t('messages.confirmAllText')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
