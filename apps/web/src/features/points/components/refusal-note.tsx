import { useTranslation } from 'react-i18next';
import { openMemberCentrePage } from '../../member-centre/member-centre-store';

/** What the server said no with; the codes a member fixes elsewhere come with the way there. */
export interface Refusal {
  code: string | null;
  message: string;
}

/** Codes that mean the member has no payment password yet: the security centre sets one. */
const NO_PASSWORD = 'not.exists.payment.password';

/** The refusal under a form, in the envelope's own words, with "Set a payment password" when that is why. */
export function RefusalNote({
  refusal,
  testId,
  onLeave,
}: {
  refusal: Refusal;
  testId: string;
  /** Closes the dialog before the member centre opens over the page. */
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="form-alert pm-refusal"
      role="alert"
      data-testid={testId}
      data-code={refusal.code ?? undefined}
    >
      <p>{refusal.message}</p>
      {refusal.code === NO_PASSWORD && (
        <button
          type="button"
          className="button button--small button--outline"
          onClick={() => {
            onLeave();
            openMemberCentrePage('securityCenter');
          }}
          data-testid="pm-set-password"
        >
          {t('pm_set_password')}
        </button>
      )}
    </div>
  );
}
