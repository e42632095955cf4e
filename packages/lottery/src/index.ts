// The lottery's rules (domain.md §5), pure and shared by server and site: result formats, bet
// types (validate, count, settle), odds and money.
export * from './board.js';
export * from './errors.js';
export { SEA_TIERS } from './families/sea.js';
export { VN_PRIZE_TIERS } from './families/vn.js';
export * from './money.js';
export * from './odds.js';
export * from './rules.js';
export * from './types.js';
export * from './vn-calendar.js';
