import type { PrizeMode } from '@tessera/lottery';
import { useTranslation } from 'react-i18next';
import { Segmented } from '../../fair-games/components/segmented';
import { prizeModeKey } from '../prize-mode';

/**
 * The game's prize mode: a switch when the game offers more than one (a fast game at ELOTT or
 * ZY), else the one mode as a tag.
 */
export function PrizeModeSwitch({
  choices,
  mode,
  onChange,
}: {
  choices: readonly PrizeMode[];
  mode: PrizeMode;
  onChange: (mode: PrizeMode) => void;
}) {
  const { t } = useTranslation();
  if (choices.length < 2) {
    return (
      <span className="lottery-game__mode" title={t('lottery_prize_mode')} data-testid="lottery-mode">
        {t(prizeModeKey(mode))}
      </span>
    );
  }
  return (
    <div className="lottery-mode-switch" data-testid="lottery-mode-switch">
      <Segmented
        label={t('lottery_prize_mode')}
        options={choices.map((choice) => ({ value: choice, label: t(prizeModeKey(choice)) }))}
        value={mode}
        onChange={onChange}
      />
    </div>
  );
}
