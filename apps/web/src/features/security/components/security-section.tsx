import type { ReactNode } from 'react';
import { CheckIcon, WarningIcon } from '../../../components/icons';

/** One block of the security centre: icon, title, a line of state, a status pill, then its body. */
export function SecuritySection({
  icon,
  title,
  summary,
  done,
  status,
  children,
  testId,
}: {
  icon: ReactNode;
  title: string;
  summary?: ReactNode;
  /** Green pill when true, amber when false, none when undefined. */
  done?: boolean;
  status?: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <section className="sec-card" data-testid={testId}>
      <header className="sec-card__head">
        <span className="sec-card__icon" aria-hidden="true">
          {icon}
        </span>
        <div className="sec-card__titles">
          <h4 className="sec-card__title">{title}</h4>
          {summary && <p className="sec-card__summary">{summary}</p>}
        </div>
        {done !== undefined && status && (
          <span className={`sec-pill ${done ? 'sec-pill--ok' : 'sec-pill--todo'}`}>
            {done ? <CheckIcon /> : <WarningIcon />}
            {status}
          </span>
        )}
      </header>
      {children && <div className="sec-card__body">{children}</div>}
    </section>
  );
}

/** The message of a refusal or a success under a form. */
export function FormOutcome({ outcome }: { outcome: { tone: 'success' | 'error'; text: string } | null }) {
  if (!outcome) return null;
  return (
    <p
      className={outcome.tone === 'success' ? 'form-success' : 'form-alert'}
      role={outcome.tone === 'error' ? 'alert' : 'status'}
    >
      {outcome.text}
    </p>
  );
}

export type Outcome = { tone: 'success' | 'error'; text: string } | null;
