import {
  MESSAGE_LIMITS,
  type MessageAudience,
  type MessageAudienceKind,
  type MessageDraft,
} from '@tessera/contracts';

/**
 * A message as its editor holds it: the audience's kind with what each kind asks (a username, the
 * VIP levels ticked, an agent's username), and a title and a body per language, as typed.
 */
export interface MessageForm {
  kind: MessageAudienceKind;
  username: string;
  levels: number[];
  agent: string;
  title: Record<string, string>;
  body: Record<string, string>;
}

export type MessageField = 'username' | 'levels' | 'agent' | 'title' | 'body';
/** What is wrong with a field: a catalogue key under `messages.invalid`. */
export type MessageProblems = Partial<Record<MessageField, string>>;

/** The languages the editor always offers. */
export const MESSAGE_LANGUAGES = ['EN', 'BN'] as const;

export const emptyMessageForm = (): MessageForm => ({
  kind: 'MEMBER',
  username: '',
  levels: [],
  agent: '',
  title: {},
  body: {},
});

const USERNAME_MAX = 64;

/** The languages with anything written, in the order offered. */
export function writtenLanguages(form: Pick<MessageForm, 'title' | 'body'>): string[] {
  const all = new Set([...Object.keys(form.title), ...Object.keys(form.body)]);
  return [...all].filter((language) => form.title[language]?.trim() || form.body[language]?.trim());
}

/**
 * The call's body from the form, and what is wrong with it field by field (fit to send only
 * without problems): the audience complete; at least one language written, each language written
 * with both a title and a body, within the contract's lengths. The server checks the same again.
 * `problemLanguage` is the first language with a problem (the tab to show).
 */
export function messageBody(form: MessageForm): {
  body: MessageDraft;
  problems: MessageProblems;
  problemLanguage: string | null;
} {
  const problems: MessageProblems = {};
  let audience: MessageAudience;
  const username = form.username.trim();
  const agent = form.agent.trim();
  if (form.kind === 'MEMBER') {
    if (!username || username.length > USERNAME_MAX) problems.username = 'username';
    audience = { kind: 'MEMBER', username };
  } else if (form.kind === 'TEAM') {
    if (!agent || agent.length > USERNAME_MAX) problems.agent = 'agent';
    audience = { kind: 'TEAM', agent };
  } else if (form.kind === 'VIP') {
    if (form.levels.length === 0) problems.levels = 'levels';
    audience = { kind: 'VIP', levels: [...form.levels].sort((a, b) => a - b) };
  } else {
    audience = { kind: 'ALL' };
  }

  const title: Record<string, string> = {};
  const body: Record<string, string> = {};
  let problemLanguage: string | null = null;
  const languages = writtenLanguages(form);
  for (const language of languages) {
    const t = form.title[language]?.trim() ?? '';
    const b = form.body[language]?.trim() ?? '';
    title[language] = t;
    body[language] = b;
    const titleProblem = !t ? 'titleMissing' : t.length > MESSAGE_LIMITS.title ? 'titleLong' : null;
    const bodyProblem = !b ? 'bodyMissing' : b.length > MESSAGE_LIMITS.body ? 'bodyLong' : null;
    if (titleProblem && !problems.title) problems.title = titleProblem;
    if (bodyProblem && !problems.body) problems.body = bodyProblem;
    if ((titleProblem || bodyProblem) && problemLanguage === null) problemLanguage = language;
  }
  if (languages.length === 0) {
    problems.title = 'titleMissing';
    problems.body = 'bodyMissing';
  }
  return { body: { audience, title, body }, problems, problemLanguage };
}
