import type { StaffPromotion } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format';

/**
 * Where the rows behind each of a promotion's numbers are listed: applications (applied
 * promotions) or bonuses (deposit promotions) of that promotion. Entries have no list of their
 * own (a deposit promotion's joined members are not a staff list), so that number is not linked.
 */
export function statLinks(item: Pick<StaffPromotion, 'id' | 'type'>) {
  const applied = item.type === 'APPLIED';
  const decided = `/applications?state=DECIDED&promotion=${item.id}`;
  const bonuses = `/bonuses?promotion=${item.id}`;
  return {
    entries: null,
    rewarded: applied ? decided : bonuses,
    cost: applied ? decided : bonuses,
    converted: `/bonuses?promotion=${item.id}&state=CONVERTED`,
    applying: applied ? `/applications?promotion=${item.id}` : null,
  };
}

/** A promotion's figures, each linked to the rows behind it; a zero is shown plain. */
export function StatsCell({ item, money }: { item: StaffPromotion; money: (amount: number) => string }) {
  const { t, i18n } = useTranslation();
  const links = statLinks(item);
  const figures = [
    ['entries', formatCount(item.stats.entries, i18n.language), item.stats.entries],
    ['rewarded', formatCount(item.stats.rewarded, i18n.language), item.stats.rewarded],
    ['cost', money(item.stats.cost), item.stats.cost],
    ['converted', formatCount(item.stats.converted, i18n.language), item.stats.converted],
    ...(item.type === 'APPLIED'
      ? [['applying', formatCount(item.stats.applying, i18n.language), item.stats.applying] as const]
      : []),
  ] as const;
  return (
    <dl className="promo-stats" data-testid="stats">
      {figures.map(([name, text, value]) => {
        const to = links[name];
        return (
          <div
            key={name}
            className={`promo-stats__item${name === 'applying' && value > 0 ? ' is-waiting' : ''}`}
          >
            <dt>{t(`promotions.statNames.${name}`)}</dt>
            <dd className="num" data-stat={name}>
              {to && value > 0 ? (
                <Link className="link" to={to} data-testid={`stat-${name}`}>
                  {text}
                </Link>
              ) : (
                text
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
