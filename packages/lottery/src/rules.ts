import { SSC } from './families/ssc.js';
import type { BetType, Family, FamilyRules, ResultFormat } from './types.js';

/** Every family's rules, by family. */
export const FAMILY_RULES: Record<Family, FamilyRules> = {
  SSC,
  // The other families join here as they are written (each in families/<family>.ts).
} as Record<Family, FamilyRules>;

const BY_CODE = new Map<string, BetType>(
  Object.values(FAMILY_RULES).flatMap((rules) => rules.betTypes.map((type) => [type.code, type] as const)),
);

/** A bet type by its code (`SSC.POS`), or undefined. */
export const betTypeOf = (code: string): BetType | undefined => BY_CODE.get(code);

/** Every bet type of every family. */
export const ALL_BET_TYPES: readonly BetType[] = [...BY_CODE.values()];

export const resultFormatOf = (family: Family): ResultFormat => FAMILY_RULES[family].format;
