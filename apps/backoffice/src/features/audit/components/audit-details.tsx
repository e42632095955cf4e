import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { type DetailLine, detailLines, keyWords, type Scalar } from '../audit-details';

/** Longer details (a removed announcement, every field) show this many lines until opened. */
const FOLDED = 5;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/u;

/** An entry's details as "key: before → after" and "key: value" lines. */
export function AuditDetails({ details }: { details: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const all = detailLines(details);
  if (all.length === 0) return <span className="muted">—</span>;
  const folded = !open && all.length > FOLDED + 1;
  const lines = folded ? all.slice(0, FOLDED) : all;
  const show = (value: Scalar) => {
    if (value === null) return <span className="muted">—</span>;
    if (typeof value === 'boolean') return t(value ? 'audit.true' : 'audit.false');
    if (value === '') return <span className="muted">{t('audit.emptyValue')}</span>;
    if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatDateTime(value, i18n.language);
    return String(value);
  };
  const label = (line: DetailLine) =>
    line.path.length === 0
      ? t('audit.value')
      : line.path.map((part) => t(`audit.keys.${part}`, { defaultValue: keyWords(part) })).join(' › ');
  return (
    <div className="details">
      <dl className="details__lines" data-testid="audit-details">
        {lines.map((line) => (
          <div key={line.path.join('.') || '·'} className="details__line">
            <dt>{label(line)}</dt>
            <dd>
              {line.kind === 'change' ? (
                <>
                  <span className="details__before">{show(line.before)}</span>
                  <span className="details__arrow" aria-hidden="true">
                    →
                  </span>
                  <span className="visually-hidden">{t('audit.becomes')}</span>
                  <span className="details__after">{show(line.after)}</span>
                </>
              ) : (
                show(line.value)
              )}
            </dd>
          </div>
        ))}
      </dl>
      {all.length > FOLDED + 1 && (
        <button
          type="button"
          className="details__more"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          data-testid="details-more"
        >
          {open ? t('audit.showLess') : t('audit.showMore', { count: all.length - FOLDED })}
        </button>
      )}
    </div>
  );
}
