import { ROLES, STAFF_WS_PATH, type StaffRole, type StaffWsMessage } from '@tessera/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError } from '../../http/app-error.js';
import type { Services } from '../../services.js';
import { SESSION_ENDED_CLOSE } from '../wallet/live-sockets.js';
import { originAllowed, socketBrand } from '../wallet/ws-origin.js';
import { queueCounts } from './cashier-figures.repo.js';

/** A role that may not see the queues: 4403, where an ended session is 4401. */
export const STAFF_FORBIDDEN_CLOSE = { code: 4403, reason: 'staff.forbidden' } as const;

/** How often a node with open staff sockets checks their sessions and counts the queues. */
const COUNT_EVERY_MS = 2_000;

interface StaffSocket {
  socket: WebSocket;
  merchantId: number;
  tokenHash: string;
}

/**
 * `/bo/ws?token=…&merchant=…`: the pending queues' counts, live, for the back office's menu and dashboard.
 * Each node that holds staff sockets counts its brands' queues every two seconds and pushes a count
 * that changed: every node reads the same database, so a deposit made on one node shows on every
 * console within two seconds without a bus. A socket ends with its staff session (checked on each
 * pass: sign-out, disabling, idle or expiry) and only the brand's own pages may open one.
 */
export function registerQueueSocket(
  app: FastifyInstance,
  services: Services,
  publicUrl: string | undefined,
): void {
  const open = new Set<StaffSocket>();
  const last = new Map<number, string>();
  let timer: NodeJS.Timeout | null = null;

  const pass = async () => {
    const live = await services.staffSessions.liveTokenHashes([...open].map((s) => s.tokenHash));
    for (const entry of open) {
      if (!live.has(entry.tokenHash)) {
        open.delete(entry);
        entry.socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
      }
    }
    for (const merchantId of new Set([...open].map((s) => s.merchantId))) {
      const frame = JSON.stringify({
        type: 'queues',
        value: await queueCounts(services.db, merchantId),
      } satisfies StaffWsMessage);
      if (last.get(merchantId) === frame) continue;
      last.set(merchantId, frame);
      for (const entry of open) if (entry.merchantId === merchantId) entry.socket.send(frame);
    }
  };
  const schedule = () => {
    timer ??= setInterval(() => {
      pass().catch((error: unknown) => app.log.warn({ err: error }, 'queue counts failed'));
    }, COUNT_EVERY_MS);
  };
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    for (const entry of open) entry.socket.terminate();
  });

  const brandOf = (request: FastifyRequest) => socketBrand(services.merchants, request);

  app.get(
    STAFF_WS_PATH,
    {
      websocket: true,
      preValidation: async (request) => {
        const merchant = await brandOf(request);
        const origin = request.headers.origin;
        if (merchant && !originAllowed(origin, { host: request.headers.host, merchant, publicUrl })) {
          throw new AppError('origin.not.allowed');
        }
      },
    },
    async (socket, request) => {
      const token = (request.query as { token?: unknown }).token;
      const merchant = await brandOf(request);
      const staff =
        merchant && typeof token === 'string' ? await services.staff.findSession(token, merchant.id) : null;
      if (!staff) {
        socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
        return;
      }
      // Signed in, but a role without the dashboard: refused, not signed out.
      if (!(ROLES.reports as readonly StaffRole[]).includes(staff.role as StaffRole)) {
        socket.close(STAFF_FORBIDDEN_CLOSE.code, STAFF_FORBIDDEN_CLOSE.reason);
        return;
      }
      const entry = { socket, merchantId: staff.merchantId, tokenHash: staff.tokenHash };
      open.add(entry);
      socket.on('close', () => {
        open.delete(entry);
        if (open.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
          last.clear();
        }
      });
      // The first frame: the counts now, to this socket only (`last` stays what the others were sent).
      const counts = await queueCounts(services.db, staff.merchantId);
      socket.send(JSON.stringify({ type: 'queues', value: counts } satisfies StaffWsMessage));
      schedule();
    },
  );
}
