import type { GameCategory } from '@tessera/contracts';
import { type RawBuilder, sql } from 'kysely';
import { COCKFIGHT_VENDORS, ESPORTS_VENDORS } from '../games/vendor-lanes.js';

const codes = (vendors: ReadonlySet<string>) => sql.join([...vendors].map((code) => sql.lit(code)));

/**
 * The category a round is shown under, in SQL, by the lane rules of `categoryOf`
 * (vendor-lanes.ts): in-house vendors' RNG games are INHOUSE, the e-sports and cockfight vendors'
 * SPORTS games their own categories. For a query with the round as `r`, its vendor as `v` and its
 * game (left joined) as `g`; a round whose game code the catalog does not know counts as RNG.
 */
export const roundCategory: RawBuilder<GameCategory> = sql<GameCategory>`(case
  when coalesce(g.game_type, 'RNG') = 'RNG' and v.kind = 'INHOUSE' then 'INHOUSE'
  when g.game_type = 'SPORTS' and r.vendor_code in (${codes(ESPORTS_VENDORS)}) then 'ESPORTS'
  when g.game_type = 'SPORTS' and r.vendor_code in (${codes(COCKFIGHT_VENDORS)}) then 'COCKFIGHT'
  else coalesce(g.game_type, 'RNG') end)`;
