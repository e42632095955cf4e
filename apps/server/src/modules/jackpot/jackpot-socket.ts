import { JACKPOT_WS_PATH, type JackpotFrame } from '@tessera/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError } from '../../http/app-error.js';
import type { Services } from '../../services.js';
import type { BalanceBus } from '../wallet/balance-push.js';
import { originAllowed, socketBrand } from '../wallet/ws-origin.js';

/** At most one push per brand and this long on each node, however often the pool moves. */
export const JACKPOT_PUSH_MS = 1_000;
/** Visitors' sockets a node holds at most; past it a new one is closed at once (1013 try later). */
const MAX_SOCKETS = 20_000;
/** The code a socket of an unknown brand gets: nothing to retry. */
const NO_BRAND_CLOSE = { code: 1008, reason: 'merchant.not.found' } as const;

/**
 * `/ws/jackpot?merchant=…`: the brand's jackpot pool for every page, visitors' too (decision
 * 0046). Unlike `/ws` it carries nothing of anyone's: no token, only the public pool, so it admits
 * visitors; it keeps `/ws`'s rule that only the brand's own pages open it (decision 0024: origin
 * checked before the upgrade) and ignores what the client sends. The first frame is the pool of
 * the moment; then a feed pass that moved the pool on any node is news on the balance bus, and
 * every node pushes the fresh pool to its sockets of that brand, at most once a second.
 */
export function registerJackpotSocket(
  app: FastifyInstance,
  services: Services,
  bus: BalanceBus,
  publicUrl: string | undefined,
): void {
  const { pools } = services.jackpot;
  const byBrand = new Map<number, Set<WebSocket>>();
  const lastPush = new Map<number, number>();
  const pending = new Map<number, NodeJS.Timeout>();
  let held = 0;

  pools.onChange((merchantIds) => bus.publish({ kind: 'jackpot', merchantIds }));
  bus.subscribe((news) => {
    if (news.kind !== 'jackpot') return;
    pools.forget();
    for (const merchantId of news.merchantIds) schedule(merchantId);
  });

  function schedule(merchantId: number) {
    if (pending.has(merchantId) || !byBrand.has(merchantId)) return;
    const wait = Math.max(0, (lastPush.get(merchantId) ?? 0) + JACKPOT_PUSH_MS - Date.now());
    const timer = setTimeout(() => {
      pending.delete(merchantId);
      lastPush.set(merchantId, Date.now());
      void push(merchantId, [...(byBrand.get(merchantId) ?? [])]);
    }, wait);
    timer.unref();
    pending.set(merchantId, timer);
  }

  async function push(merchantId: number, open: WebSocket[]) {
    if (open.length === 0) return;
    try {
      const merchant = await services.merchants.byId(merchantId);
      if (!merchant) return;
      const frame = JSON.stringify({
        type: 'jackpot',
        value: await pools.pool(merchant),
      } satisfies JackpotFrame);
      for (const socket of open) socket.send(frame);
    } catch (error) {
      app.log.warn({ err: error }, 'jackpot push failed');
    }
  }

  app.addHook('onClose', async () => {
    for (const timer of pending.values()) clearTimeout(timer);
    for (const open of byBrand.values()) for (const socket of open) socket.terminate();
  });

  const brandOf = (request: FastifyRequest) => socketBrand(services.merchants, request);
  app.get(
    JACKPOT_WS_PATH,
    {
      websocket: true,
      preValidation: async (request) => {
        const merchant = await brandOf(request);
        if (
          merchant &&
          !originAllowed(request.headers.origin, { host: request.headers.host, merchant, publicUrl })
        ) {
          throw new AppError('origin.not.allowed');
        }
      },
    },
    async (socket, request) => {
      const merchant = await brandOf(request);
      if (!merchant) {
        socket.close(NO_BRAND_CLOSE.code, NO_BRAND_CLOSE.reason);
        return;
      }
      if (held >= MAX_SOCKETS) {
        socket.close(1013, 'busy');
        return;
      }
      held += 1;
      const open = byBrand.get(merchant.id) ?? new Set<WebSocket>();
      open.add(socket);
      byBrand.set(merchant.id, open);
      socket.on('close', () => {
        held -= 1;
        open.delete(socket);
        if (open.size === 0 && byBrand.get(merchant.id) === open) byBrand.delete(merchant.id);
      });
      await push(merchant.id, [socket]);
    },
  );
}
