import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../lib/hooks/use-action';
import { Dialog } from './dialog';
import { Field } from './field';

/** "Approve this deposit of ৳2,000.00 by rahim?" and the call; closes when it went through. */
export function ConfirmDialog(props: {
  title: string;
  children: ReactNode;
  submitLabel: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}) {
  const action = useAction();
  return (
    <Dialog
      title={props.title}
      submitLabel={props.submitLabel}
      danger={props.danger}
      busy={action.busy}
      error={action.error}
      onClose={props.onClose}
      onSubmit={async () => {
        if (await action.run(props.onConfirm)) props.onDone();
      }}
      testId="confirm-dialog"
    >
      {props.children}
    </Dialog>
  );
}

/** A refusal with its reason (kept in the audit log and, for deposits and withdrawals, shown to the member). */
export function ReasonDialog(props: {
  title: string;
  children?: ReactNode;
  submitLabel: string;
  minLength?: number;
  /** The call's limit (500 unless it says less). */
  maxLength?: number;
  optional?: boolean;
  /** A red button (a refusal, a freeze); false for an action that gives something back. */
  danger?: boolean;
  testId?: string;
  onConfirm: (reason: string) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const action = useAction();
  return (
    <Dialog
      title={props.title}
      submitLabel={props.submitLabel}
      danger={props.danger ?? true}
      busy={action.busy}
      error={action.error}
      onClose={props.onClose}
      onSubmit={async () => {
        if (await action.run(() => props.onConfirm(reason.trim()))) props.onDone();
      }}
      testId={props.testId ?? 'reason-dialog'}
    >
      {props.children}
      <Field label={props.optional ? t('common.noteOptional') : t('common.reason')}>
        {(id) => (
          <textarea
            id={id}
            name="reason"
            rows={3}
            maxLength={props.maxLength ?? 500}
            minLength={props.optional ? undefined : (props.minLength ?? 1)}
            required={!props.optional}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </Field>
    </Dialog>
  );
}
