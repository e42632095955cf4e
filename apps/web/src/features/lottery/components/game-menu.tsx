import { useTranslation } from 'react-i18next';
import { useUniqueId } from '../../../lib/ids/use-unique-id';
import type { MenuSection } from '../menu-sections';

/**
 * The game menu: headings (families, regions, recent games) with their games. Wide screens list
 * them beside the game; phones get one drop-down (CSS shows one or the other).
 */
export function GameMenu({
  sections,
  current,
  onSelect,
}: {
  sections: readonly MenuSection[];
  current: string;
  onSelect: (gameCode: string) => void;
}) {
  const { t } = useTranslation();
  const id = useUniqueId();
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
          {sections.map((section) => (
            <optgroup key={section.key} label={t(section.title)}>
              {section.entries.map(({ game, today }) => (
                <option key={`${section.key}:${game.gameCode}`} value={game.gameCode}>
                  {today ? `${game.name} · ${t('lottery_today')}` : game.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="lottery-menu__list">
        {sections.map((section) => (
          <section key={section.key} className="lottery-menu__section">
            <h2 className="lottery-menu__heading">{t(section.title)}</h2>
            <ul>
              {section.entries.map(({ game, today }) => (
                <li key={`${section.key}:${game.gameCode}`}>
                  <button
                    type="button"
                    className="lottery-menu__game"
                    aria-current={game.gameCode === current ? 'page' : undefined}
                    onClick={() => onSelect(game.gameCode)}
                    data-testid="lottery-menu-game"
                    data-game={game.gameCode}
                    title={game.name}
                  >
                    <span className="lottery-menu__name">{game.name}</span>
                    {today && <span className="lottery-menu__today">{t('lottery_today')}</span>}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}
