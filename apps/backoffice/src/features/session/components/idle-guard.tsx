import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { type IdlePhase, idlePhase } from '../idle';
import { signOut } from '../sign-out';

const INPUTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove'] as const;

/** Watches for input; after the idle limit warns with a countdown, then signs out. */
export function IdleGuard() {
  const { t } = useTranslation();
  const lastInput = useRef(Date.now());
  const [phase, setPhase] = useState<IdlePhase>({ phase: 'active' });

  useEffect(() => {
    const touch = () => {
      // While the warning shows, only its button keeps the session (a stray mouse move does not).
      if (idlePhase(Date.now(), lastInput.current).phase === 'active') lastInput.current = Date.now();
    };
    for (const name of INPUTS) window.addEventListener(name, touch, { passive: true });
    const timer = setInterval(() => {
      const next = idlePhase(Date.now(), lastInput.current);
      setPhase((before) =>
        before.phase === next.phase &&
        (before as { secondsLeft?: number }).secondsLeft === (next as { secondsLeft?: number }).secondsLeft
          ? before
          : next,
      );
      if (next.phase === 'expired') void signOut('idle');
    }, 1000);
    return () => {
      clearInterval(timer);
      for (const name of INPUTS) window.removeEventListener(name, touch);
    };
  }, []);

  if (phase.phase !== 'warning') return null;
  const stay = () => {
    lastInput.current = Date.now();
    setPhase({ phase: 'active' });
  };
  return (
    <Dialog
      title={t('idle.title')}
      submitLabel={t('idle.stay')}
      onSubmit={stay}
      onClose={stay}
      testId="idle-warning"
    >
      <p>{t('idle.text', { seconds: phase.secondsLeft })}</p>
    </Dialog>
  );
}
