// Provably fair randomness and the in-house games' maths (domain.md §4). Pure TypeScript with
// synchronous hashing: the server settles bets with it and the site verifies them with it.
export * from './errors.js';
export * from './games/catalog.js';
export * from './games/dice.js';
export * from './games/jackpot.js';
export * from './games/keno.js';
export * from './games/keno-table.js';
export * from './games/mines.js';
export * from './games/plinko.js';
export * from './games/plinko-table.js';
export * from './games/prize-table.js';
export * from './games/slot.js';
export * from './games/slot-machine.js';
export * from './ratio.js';
export * from './seeds.js';
export * from './stream.js';
