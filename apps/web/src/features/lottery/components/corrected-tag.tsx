import { useTranslation } from 'react-i18next';

/**
 * The small "Corrected" tag of a draw whose result staff corrected after settlement, and of a bet
 * settled again under the corrected result; `hint` says what that means (a tooltip, and read out
 * by screen readers).
 */
export function CorrectedTag({ hint }: { hint: string }) {
  const { t } = useTranslation();
  return (
    <span className="lottery-corrected" title={hint} data-testid="lottery-corrected">
      {t('lottery_corrected')}
      <span className="visually-hidden">: {hint}</span>
    </span>
  );
}
