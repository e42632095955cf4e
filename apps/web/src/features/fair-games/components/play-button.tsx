import { Spinner } from '../../../components/spinner';

/** A game's one submit button: what it does, a spinner while the round's call is out. */
export function PlayButton({
  label,
  disabled,
  busy,
  className,
}: {
  label: string;
  disabled: boolean;
  busy: boolean;
  className?: string;
}) {
  return (
    <button
      type="submit"
      className={`button button--primary button--large button--block ${className ?? ''}`}
      disabled={disabled}
      data-testid="fair-play"
    >
      {busy && <Spinner size="small" />}
      {label}
    </button>
  );
}
