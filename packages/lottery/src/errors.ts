/**
 * Every reason the engine refuses a selection or a result. The server answers these as envelope
 * error codes (`lottery.<key>`), and the site shows them through the same i18n keys.
 */
export const LOTTERY_PROBLEMS = {
  rowCount: 'picks.rows',
  unknownToken: 'picks.token',
  duplicate: 'picks.duplicate',
  tooFew: 'picks.too.few',
  tooMany: 'picks.too.many',
  crossRow: 'picks.cross.row',
  resultSize: 'result.size',
  resultToken: 'result.token',
  resultDuplicate: 'result.duplicate',
} as const;
