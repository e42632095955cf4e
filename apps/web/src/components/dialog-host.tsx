import { useStore } from '../lib/store/create-store';
import { dialogStore } from './dialog-store';
import { CheckIcon, InfoIcon, WarningIcon } from './icons';
import { Modal } from './modal';

const TONE_ICONS = { info: InfoIcon, warning: WarningIcon, error: WarningIcon, success: CheckIcon } as const;

/** Shows the newest alert or confirmation; closing it (Escape, ✕, cancel) resolves it as "no". */
export function DialogHost() {
  const dialogs = useStore(dialogStore);
  const dialog = dialogs[dialogs.length - 1];
  if (!dialog) return null;
  const Icon = TONE_ICONS[dialog.tone];
  return (
    <Modal
      key={dialog.id}
      title={dialog.title}
      size="small"
      onClose={() => dialog.resolve(false)}
      className="dialog"
    >
      <div className={`dialog__icon dialog__icon--${dialog.tone}`}>
        <Icon />
      </div>
      <p className="dialog__message" data-testid="dialog-message">
        {dialog.message}
      </p>
      <div className="dialog__actions">
        {dialog.kind === 'confirm' && (
          <button type="button" className="button button--ghost" onClick={() => dialog.resolve(false)}>
            {dialog.cancelLabel}
          </button>
        )}
        <button
          type="button"
          className="button button--primary"
          onClick={() => dialog.resolve(true)}
          data-autofocus
        >
          {dialog.confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
