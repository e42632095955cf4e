import type { FormEvent, ReactNode } from 'react';

/**
 * A game's two halves: the controls (a form, so Enter plays) and the board with the result under
 * it. On a narrow screen the board comes first and the controls follow.
 */
export function GameLayout({
  game,
  controls,
  stage,
  below,
  onSubmit,
}: {
  game: string;
  controls: ReactNode;
  stage: ReactNode;
  below?: ReactNode;
  onSubmit: () => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <div className={`fair-play fair-play--${game}`} data-testid={`fair-game-${game}`}>
      <div className="fair-play__stage">{stage}</div>
      <form className="fair-play__controls" onSubmit={submit} noValidate>
        {controls}
      </form>
      {below && <div className="fair-play__below">{below}</div>}
    </div>
  );
}
