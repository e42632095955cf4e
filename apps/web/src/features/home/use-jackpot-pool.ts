import { JACKPOT_WS_PATH, type JackpotPool, ZJackpotFrame } from '@tessera/contracts';
import { useEffect, useState } from 'react';
import type { Load } from '../../lib/async/use-load';
import { createWsClient } from '../../lib/ws/ws-client';
import { wsUrl } from '../../lib/ws/ws-frames';
import { currentMerchantCode } from '../site/merchant-code';
import { nextPool, type ShownPool } from './jackpot';

/** A frame of the jackpot socket, checked against the contract; anything else is dropped. */
function parseJackpotFrame(data: unknown): JackpotPool | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = ZJackpotFrame.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data.value : null;
  } catch {
    return null;
  }
}

/**
 * The live pool: the first read (`state`, loaded by the home page: `useLoad('jackpot', fetchJackpot)`), then every push of `/ws/jackpot` (visitors too), folded by
 * `nextPool` so the amount never goes down but at a win. The socket reconnects with the site's
 * backoff; a reconnect's first frame is the pool of the moment.
 */
export function useJackpotPool(state: Load<JackpotPool>) {
  const [shown, setShown] = useState<ShownPool | null>(null);
  const [pool, setPool] = useState<JackpotPool | null>(null);
  const first = state.phase === 'ready' ? state.value : null;

  useEffect(() => {
    if (!first?.enabled) return;
    const apply = (next: JackpotPool) => {
      setPool(next);
      setShown((current) => nextPool(current, next));
    };
    apply(first);
    const client = createWsClient({
      url: () => wsUrl(window.location, JACKPOT_WS_PATH, { merchant: currentMerchantCode() }),
      parse: parseJackpotFrame,
      onMessage: apply,
    });
    client.start();
    const onVisible = () => {
      if (document.visibilityState === 'visible') client.reconnectNow();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      client.stop();
    };
  }, [first]);

  return { shown, pool };
}
