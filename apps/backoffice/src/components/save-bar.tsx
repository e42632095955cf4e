/**
 * The foot of a form saved whole (the VIP levels, the points rules): why it cannot be saved yet,
 * the server's refusal, "not saved" while it differs from what is stored, Discard and Save.
 */
export function SaveBar(props: {
  /** Shown once the form was sent with fields to fix (null: none to show). */
  problems: string | null;
  error: string | null;
  /** While set, the form differs from what is stored. */
  unsaved: string | null;
  busy: boolean;
  canSave: boolean;
  discardLabel: string;
  saveLabel: string;
  onDiscard: () => void;
}) {
  return (
    <div className="vip-actions">
      {props.problems && (
        <p className="form-error" role="alert" data-testid="form-problems">
          {props.problems}
        </p>
      )}
      {props.error && (
        <p className="form-error" role="alert" data-testid="form-error">
          {props.error}
        </p>
      )}
      <div className="vip-actions__bar">
        {props.unsaved && (
          <p className="muted small" data-testid="unsaved">
            {props.unsaved}
          </p>
        )}
        <button
          type="button"
          className="btn"
          onClick={props.onDiscard}
          disabled={props.unsaved === null || props.busy}
        >
          {props.discardLabel}
        </button>
        <button
          type="submit"
          className="btn btn--primary"
          disabled={props.busy || !props.canSave}
          data-testid="save"
        >
          {props.saveLabel}
        </button>
      </div>
    </div>
  );
}
