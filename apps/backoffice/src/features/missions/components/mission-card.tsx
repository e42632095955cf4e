import type { MissionInput } from '@tessera/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { formatCount, formatMoney } from '../../../lib/format';
import { inLanguage } from '../../points/point-item-form';
import { countsMoney, isIcon } from '../mission-form';
import { missionWords } from './mission-words';

/** A mission's icon (a site path or an http(s) address), or a plain target mark when it has none or it does not load. */
export function MissionIcon(props: { src: string | null; className: string; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = props.src?.trim() ?? '';
  if (!isIcon(src) || failed === src)
    return (
      <span className={`${props.className} mission-art`} aria-hidden="true" data-testid="mission-art">
        <Icon name="target" size={props.size ?? 20} />
      </span>
    );
  return (
    <img
      className={props.className}
      src={src}
      alt=""
      decoding="async"
      loading="lazy"
      onError={() => setFailed(src)}
      data-testid="mission-icon"
    />
  );
}

/**
 * A mission's card as a member of the site reads it at the start of a period, in the card's own
 * language (not the console's): its icon, title and summary, the goal with an empty progress bar,
 * the reward and the score it adds, and when progress starts again.
 */
export function MissionCard(props: {
  mission: MissionInput;
  gameName: string | null;
  language: string;
  currency: string;
  scale: number;
}) {
  const { i18n } = useTranslation();
  const t = useMemo(() => i18n.getFixedT(props.language), [i18n, props.language]);
  const { mission, language } = props;
  const title = inLanguage(mission.title, language);
  const summary = inLanguage(mission.summary, language);
  const words = missionWords(t, mission, props.gameName, {
    currency: props.currency,
    scale: props.scale,
    language,
  });
  return (
    <article className="mission-card" lang={language.toLowerCase()} data-testid="mission-card">
      <div className="mission-card__head">
        <MissionIcon src={mission.icon} className="mission-card__icon" size={24} />
        <div className="mission-card__titles">
          <h3 className="mission-card__title" data-testid="mission-card-title">
            {title ?? t('missions.card.untitled')}
          </h3>
          <p className="mission-card__period">{t(`missions.card.periods.${mission.period}`)}</p>
        </div>
      </div>
      {summary && <p className="mission-card__summary">{summary}</p>}
      <p className="mission-card__goal" data-testid="mission-card-goal">
        {words.goal}
      </p>
      <div className="mission-card__bar" aria-hidden="true">
        <span className="mission-card__fill" />
      </div>
      <p className="mission-card__progress muted small">
        {t('missions.card.progress', {
          done: countsMoney(mission.goal)
            ? formatMoney(0, props.currency, language, props.scale)
            : formatCount(0, language),
          target: countsMoney(mission.goal)
            ? formatMoney(mission.target, props.currency, language, props.scale)
            : formatCount(mission.target, language),
        })}
      </p>
      <ul className="mission-card__rewards" data-testid="mission-card-reward">
        <li className="chip chip--reward">{words.reward}</li>
        {mission.score > 0 && (
          <li className="chip">
            {t('missions.card.score', { count: mission.score, score: formatCount(mission.score, language) })}
          </li>
        )}
      </ul>
      {words.wagering && <p className="muted small">{words.wagering}</p>}
      <span className="promo-card__button" aria-hidden="true">
        {t('missions.card.go')}
      </span>
    </article>
  );
}
