import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../lib/format';
import { ConfirmDialog } from './action-dialogs';

/** The server takes at most this many in one bulk approval. */
export const BULK_LIMIT = 50;

export interface BulkOutcome {
  id: string;
  ok: boolean;
  message: string | null;
}

/** Rows picked for a bulk action (ids), never more than the limit. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback((id: string, on: boolean) => {
    setSelected((before) => {
      const next = new Set(before);
      if (on && next.size < BULK_LIMIT) next.add(id);
      else if (!on) next.delete(id);
      return next;
    });
  }, []);
  const setAll = useCallback((ids: readonly string[], on: boolean) => {
    setSelected(on ? new Set(ids.slice(0, BULK_LIMIT)) : new Set());
  }, []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, toggle, setAll, clear };
}

/** The row's checkbox. */
export function SelectBox(props: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className="select-box"
      aria-label={props.label}
      checked={props.checked}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.target.checked)}
      data-testid="select-row"
    />
  );
}

/**
 * "Approve selected (n)" above a queue, its confirmation, and then each row's outcome as the server
 * answered it (approved, or its message), until dismissed.
 */
export function BulkApproveBar<Row>(props: {
  rows: readonly Row[];
  idOf: (row: Row) => string;
  describe: (row: Row) => string;
  selected: ReadonlySet<string>;
  onClear: () => void;
  approve: (ids: string[]) => Promise<{ results: { id: string; ok: boolean; message: string | null }[] }>;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [outcomes, setOutcomes] = useState<(BulkOutcome & { label: string })[] | null>(null);
  const n = (value: number) => formatCount(value, i18n.language);
  const count = props.selected.size;
  const picked = props.rows.filter((row) => props.selected.has(props.idOf(row)));
  const approvedCount = outcomes?.filter((o) => o.ok).length ?? 0;
  return (
    <>
      {count > 0 && (
        <div className="bulk-bar" data-testid="bulk-bar">
          <span>{t('bulk.selected', { count, n: n(count), limit: BULK_LIMIT })}</span>
          <button type="button" className="btn btn--small btn--ghost" onClick={props.onClear}>
            {t('bulk.clear')}
          </button>
          <button
            type="button"
            className="btn btn--small btn--primary"
            onClick={() => setConfirming(true)}
            data-testid="bulk-approve"
          >
            {t('bulk.approve', { n: n(count) })}
          </button>
        </div>
      )}
      {outcomes && (
        <section className="bulk-results callout" aria-live="polite" data-testid="bulk-results">
          <div className="bulk-results__head">
            <strong>
              {t('bulk.summary', {
                ok: n(approvedCount),
                failed: n(outcomes.length - approvedCount),
              })}
            </strong>
            <button type="button" className="btn btn--small btn--ghost" onClick={() => setOutcomes(null)}>
              {t('common.close')}
            </button>
          </div>
          <ul>
            {outcomes.map((o) => (
              <li key={o.id} data-testid="bulk-outcome" data-id={o.id} data-ok={o.ok}>
                <span className={o.ok ? 'num--credit' : 'num--debit'}>{o.ok ? '✓' : '✕'}</span> {o.label}
                {' — '}
                {o.ok ? t('bulk.approved') : (o.message ?? t('common.errorUnknown'))}
              </li>
            ))}
          </ul>
        </section>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('bulk.confirmTitle', { n: n(count) })}
          submitLabel={t('bulk.approve', { n: n(count) })}
          onConfirm={async () => {
            const labels = new Map(picked.map((row) => [props.idOf(row), props.describe(row)]));
            const answer = await props.approve([...props.selected]);
            setOutcomes(answer.results.map((r) => ({ ...r, label: labels.get(r.id) ?? `#${r.id}` })));
          }}
          onDone={() => {
            setConfirming(false);
            props.onClear();
            props.onDone();
          }}
          onClose={() => setConfirming(false)}
        >
          <p>{t('bulk.confirmText', { n: n(count) })}</p>
          <ul className="bulk-list">
            {picked.map((row) => (
              <li key={props.idOf(row)}>{props.describe(row)}</li>
            ))}
          </ul>
        </ConfirmDialog>
      )}
    </>
  );
}
