import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUniqueId } from '../../../lib/ids/use-unique-id';
import { countdownParts, msUntil } from '../draw-clock';
import { listedOnce, type MenuSection } from '../menu-sections';
import { useNow } from '../use-now';
import type { OpenDraws } from '../use-vn-open-draws';

/**
 * The game menu: headings (popular games, families, regions, recent games) with their games, and
 * with `openDraws` (the Vietnamese provinces) each game's countdown to its open draw's close by the
 * server clock. Wide screens list them beside the game; phones get one drop-down (CSS shows one
 * or the other).
 */
export function GameMenu({
  sections,
  current,
  openDraws = null,
  onSelect,
}: {
  sections: readonly MenuSection[];
  current: string;
  openDraws?: OpenDraws | null;
  onSelect: (gameCode: string) => void;
}) {
  const { t } = useTranslation();
  const id = useUniqueId();
  // A popular or recent game is listed once, under its shortcut heading, not again in its family.
  const shown = useMemo(() => listedOnce(sections), [sections]);
  const now = useNow(openDraws !== null);
  /** The countdown to a game's open draw closing ("3:05:09", "2 d 01:00:01"), or null. */
  const countdown = (gameCode: string): { text: string; ms: number } | null => {
    const draw = openDraws?.byGame.get(gameCode);
    if (!draw || !openDraws) return null;
    const ms = msUntil(draw.closesAt, openDraws.offset, now);
    const { days, clock } = countdownParts(ms);
    return { text: days > 0 ? `${t('lottery_days', { days })} ${clock}` : clock, ms };
  };
  return (
    <nav className="lottery-menu" aria-label={t('lottery_menu_label')}>
      <div className="lottery-menu__select">
        <label className="field__label" htmlFor={id}>
          {t('lottery_choose_game')}
        </label>
        <select
          id={id}
          className="field__select"
          value={current}
          onChange={(event) => onSelect(event.target.value)}
          data-testid="lottery-menu-select"
        >
          {shown.map((section) => (
            <optgroup key={section.key} label={t(section.title)}>
              {section.entries.map(({ game, today }) => {
                const left = countdown(game.gameCode);
                return (
                  <option key={`${section.key}:${game.gameCode}`} value={game.gameCode}>
                    {[
                      game.name,
                      today ? t('lottery_today') : null,
                      left ? t('lottery_menu_closes_in', { time: left.text }) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </option>
                );
              })}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="lottery-menu__list">
        {shown.map((section) => (
          <section
            key={section.key}
            className="lottery-menu__section"
            data-testid="lottery-menu-section"
            data-section={section.key}
          >
            <h2 className="lottery-menu__heading">{t(section.title)}</h2>
            <ul>
              {section.entries.map(({ game, today }) => {
                const left = countdown(game.gameCode);
                return (
                  <li key={`${section.key}:${game.gameCode}`}>
                    <button
                      type="button"
                      className={`lottery-menu__game ${left ? 'lottery-menu__game--timed' : ''}`}
                      aria-current={game.gameCode === current ? 'page' : undefined}
                      onClick={() => onSelect(game.gameCode)}
                      data-testid="lottery-menu-game"
                      data-game={game.gameCode}
                      title={game.name}
                    >
                      <span className="lottery-menu__name">{game.name}</span>
                      {today && <span className="lottery-menu__today">{t('lottery_today')}</span>}
                      {left && (
                        <span
                          className="lottery-menu__countdown"
                          data-testid="lottery-menu-countdown"
                          data-ms={left.ms}
                        >
                          {t('lottery_menu_closes_in', { time: left.text })}
                        </span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}
