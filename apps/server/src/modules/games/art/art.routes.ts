import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../http/app-error.js';
import type { RouteDeps } from '../../../routes.js';
import { AnswerCache } from '../answer-cache.js';
import type { GameCatalog } from '../catalog.service.js';
import { gameTileSvg, vendorMarkSvg } from './tile-svg.js';

/**
 * A day in every cache, then a revalidation by ETag that costs a 304 (a renamed game gets its new
 * name within the day). Not `immutable`: the address names the game, not the picture's version.
 */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

interface Art {
  svg: string;
  etag: string;
}

const CODE = /^[A-Za-z0-9_-]{1,64}\.svg$/u;

/**
 * The generated artwork (decision 0025): `GET /art/games/<vendor>/<game>.svg` and
 * `GET /art/vendors/<vendor>.svg`. Each picture is drawn once per node and kept a minute; an
 * unknown game or vendor is the 404 envelope, like any missing file.
 */
export function artRoutes({ app, services }: RouteDeps) {
  const drawn = new AnswerCache<Art>(60_000, 4_000);

  app.get<{ Params: { vendor: string; file: string } }>('/art/games/:vendor/:file', (request, reply) => {
    const { vendor, file } = request.params;
    if (!CODE.test(file)) throw new AppError('route.not.found');
    const gameCode = file.slice(0, -'.svg'.length);
    return send(
      request,
      reply,
      drawn.get(`g:${vendor}:${gameCode}`, () => drawGame(services.games, vendor, gameCode)),
    );
  });

  app.get<{ Params: { file: string } }>('/art/vendors/:file', (request, reply) => {
    const { file } = request.params;
    if (!CODE.test(file)) throw new AppError('route.not.found');
    const code = file.slice(0, -'.svg'.length);
    return send(
      request,
      reply,
      drawn.get(`v:${code}`, () => drawVendor(services.games, code)),
    );
  });
}

async function drawGame(games: GameCatalog, vendorCode: string, gameCode: string): Promise<Art> {
  const game = await games.findGame({ vendor: vendorCode, gameCode });
  if (!game) throw new AppError('route.not.found');
  return withTag(
    gameTileSvg({
      vendorCode: game.vendorCode,
      vendorName: game.vendor.name,
      gameCode: game.gameCode,
      gameType: game.gameType,
      name: game.names.EN ?? Object.values(game.names)[0] ?? game.gameCode,
      inhouse: game.vendor.kind === 'INHOUSE',
    }),
  );
}

async function drawVendor(games: GameCatalog, code: string): Promise<Art> {
  const vendor = (await games.vendors()).find((candidate) => candidate.code === code);
  if (!vendor) throw new AppError('route.not.found');
  return withTag(
    vendorMarkSvg({
      code: vendor.code,
      name: vendor.name,
      gameType: vendor.gameTypes[0] ?? 'RNG',
      inhouse: vendor.kind === 'INHOUSE',
    }),
  );
}

function withTag(svg: string): Art {
  return { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"` };
}

async function send(request: FastifyRequest, reply: FastifyReply, art: Promise<Art>) {
  const { svg, etag } = await art;
  reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
  const asked = request.headers['if-none-match'];
  if (typeof asked === 'string' && asked.split(/\s*,\s*/u).some((tag) => tag.replace(/^W\//u, '') === etag))
    return reply.status(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}
