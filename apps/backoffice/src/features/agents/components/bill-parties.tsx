import type { StaffBill } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Whose a bill is: the holder paid (a link to their member page, and to their team report) and who
 * paid it (their member page), or the house.
 */
export function BillParties({ bill }: { bill: Pick<StaffBill, 'payee' | 'payeeId' | 'payer' | 'payerId'> }) {
  const { t } = useTranslation();
  return (
    <span className="stack">
      <span className="bill-party">
        <Link className="link" to={`/members/${bill.payeeId}`} data-testid="bill-payee">
          <strong>{bill.payee}</strong>
        </Link>
        <Link className="link small" to={`/agents/${bill.payeeId}/report`} data-testid="bill-report">
          {t('agents.report.link')}
        </Link>
      </span>
      <span className="muted">
        {bill.payer !== null && bill.payerId !== null ? (
          <>
            {t('agents.paidBy')}{' '}
            <Link className="link" to={`/members/${bill.payerId}`} data-testid="bill-payer">
              {bill.payer}
            </Link>
          </>
        ) : (
          t('agents.paidByHouse')
        )}
      </span>
    </span>
  );
}
