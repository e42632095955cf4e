import type { TicketRuleView } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { useWholeMoney } from '../../points/use-whole-money';
import { TicketIcon } from './raffle-icons';

/** How this raffle's tickets are earned, one sentence a rule. */
export function TicketRules({ rules }: { rules: readonly TicketRuleView[] }) {
  const { t } = useTranslation();
  const money = useWholeMoney();
  const sentence = (rule: TicketRuleView) => {
    const amount = rule.amount === null ? '' : money(rule.amount);
    switch (rule.source) {
      case 'DEPOSIT':
        return t('raf_rule_deposit', { count: rule.tickets, amount });
      case 'VALID_BET':
        return t('raf_rule_valid_bet', { count: rule.tickets, amount });
      case 'MISSION':
        return t('raf_rule_mission', { count: rule.tickets });
      case 'REFERRAL':
        return t('raf_rule_referral', { count: rule.tickets });
      case 'STAFF':
        return t('raf_rule_staff', { count: rule.tickets });
    }
  };
  return (
    <section className="rf-card" data-testid="raffle-rules">
      <h3 className="rf-card__title">{t('raf_rules_title')}</h3>
      {rules.length === 0 ? (
        <p className="rf-card__lead">{t('raf_rules_none')}</p>
      ) : (
        <ul className="rf-rules">
          {rules.map((rule, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rules in the order staff wrote them
            <li key={index} className="rf-rules__row">
              <TicketIcon aria-hidden="true" />
              {sentence(rule)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
