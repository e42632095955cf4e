import type { BrakeNote } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

/** Which brake the note is about, and whether it is on (suspended, held) or was lifted. */
export type BrakeKind = 'suspended' | 'lifted' | 'held' | 'released';

/**
 * The reason staff gave when they last applied or lifted a brake, under the row's mark: the reason
 * (two lines at most; the whole of it in the tooltip), then who and when.
 */
export function BrakeNoteLine({ note, kind }: { note: BrakeNote | null; kind: BrakeKind }) {
  const { t, i18n } = useTranslation();
  if (!note) return null;
  const reason = t(`agents.note.${kind}`, { reason: note.reason });
  const who = t('agents.note.by', {
    by: note.by ?? t('agents.note.someone'),
    time: formatDateTime(note.at, i18n.language),
  });
  return (
    <span className="brake-note small" title={`${reason}\n${who}`} data-testid="brake-note" data-kind={kind}>
      <span className="clamp">{reason}</span>
      <span className="muted">{who}</span>
    </span>
  );
}
