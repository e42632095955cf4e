import type { LotteryDraw, LotteryGame } from '@tessera/contracts';
import type { Selectable } from 'kysely';
import type { LotteryDrawTable } from '../../db/schema-lottery.js';
import { readJson } from '../../lib/json-column.js';
import type { CatalogGame } from './lottery-catalog.js';

export type DrawRow = Selectable<LotteryDrawTable>;

export function toLotteryGame(game: CatalogGame, language: string): LotteryGame {
  return {
    gameCode: game.code,
    family: game.family,
    kind: game.kind,
    area: game.area,
    name: language.toUpperCase() === 'BN' ? game.names.BN : game.names.EN,
    cadenceSeconds: game.schedule.kind === 'every' ? game.schedule.seconds : null,
    region: game.region,
  };
}

/**
 * A draw as members see it: its state by the clock (the job that records it may be a moment
 * behind), and its numbers and salt only once drawn — a fast draw's are made in advance and secret.
 */
export function toLotteryDraw(row: DrawRow, now: Date): LotteryDraw {
  const shown = row.status === 'DRAWN' || row.status === 'SETTLED';
  return {
    drawId: String(row.id),
    gameCode: row.game_code,
    numero: row.numero,
    status: statusByClock(row, now),
    opensAt: new Date(row.opens_at).toISOString(),
    closesAt: new Date(row.closes_at).toISOString(),
    drawsAt: new Date(row.draws_at).toISOString(),
    resultHash: row.result_hash,
    numbers: shown && row.numbers ? readJson<string[]>(row.numbers) : null,
    salt: shown ? row.salt : null,
    corrections: row.corrections,
  };
}

function statusByClock(row: DrawRow, now: Date): LotteryDraw['status'] {
  if (row.status !== 'SCHEDULED' && row.status !== 'OPEN') return row.status;
  if (now < new Date(row.opens_at)) return 'SCHEDULED';
  return now < new Date(row.closes_at) ? 'OPEN' : 'CLOSED';
}
