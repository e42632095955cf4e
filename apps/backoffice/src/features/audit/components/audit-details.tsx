import { useTranslation } from 'react-i18next';
import { type DetailLine, detailLines, keyWords, type Scalar } from '../audit-details';

/** An entry's details as "key: before → after" and "key: value" lines. */
export function AuditDetails({ details }: { details: Record<string, unknown> }) {
  const { t } = useTranslation();
  const lines = detailLines(details);
  if (lines.length === 0) return <span className="muted">—</span>;
  const show = (value: Scalar) => {
    if (value === null) return <span className="muted">—</span>;
    if (typeof value === 'boolean') return t(value ? 'audit.true' : 'audit.false');
    if (value === '') return <span className="muted">{t('audit.emptyValue')}</span>;
    return String(value);
  };
  const label = (line: DetailLine) =>
    line.path.length === 0
      ? t('audit.value')
      : line.path.map((part) => t(`audit.keys.${part}`, { defaultValue: keyWords(part) })).join(' › ');
  return (
    <dl className="details" data-testid="audit-details">
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
  );
}
