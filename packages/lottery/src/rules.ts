import { LF } from './families/lf.js';
import { LHC } from './families/lhc.js';
import { PK10 } from './families/pk10.js';
import { SEA } from './families/sea.js';
import { SSC } from './families/ssc.js';
import { VN_CENTRAL, VN_NORTH, VN_SOUTH } from './families/vn.js';
import { X5 } from './families/x5.js';
import type { BetType, Family, FamilyRules, ResultFormat } from './types.js';

/** Every family's rules, by family. */
export const FAMILY_RULES: Record<Family, FamilyRules> = {
  SSC,
  PK10,
  '11X5': X5,
  LF,
  LHC,
  VN_NORTH,
  VN_CENTRAL,
  VN_SOUTH,
  SEA,
};

const BY_CODE = new Map<string, BetType>(
  Object.values(FAMILY_RULES).flatMap((rules) => rules.betTypes.map((type) => [type.code, type] as const)),
);

/** A bet type by its code (`SSC.POS`), or undefined. */
export const betTypeOf = (code: string): BetType | undefined => BY_CODE.get(code);

/** Every bet type of every family. */
export const ALL_BET_TYPES: readonly BetType[] = [...BY_CODE.values()];

export const resultFormatOf = (family: Family): ResultFormat => FAMILY_RULES[family].format;
