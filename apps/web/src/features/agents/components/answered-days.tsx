import { useTranslation } from 'react-i18next';

/** The days a report answered for (the brand's days), one or a span. */
export function AnsweredDays({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation();
  return (
    <p className="profit__range" data-testid="agent-days">
      {from === to ? from : t('records_range', { from, to })}
    </p>
  );
}
