import { POINT_ITEM_LIMITS, type PointItemInput, type StaffPointItem } from '@tessera/contracts';
import { zeroOrAmount } from '../promotions/promotion-form';
import { amountText } from '../promotions/vip-levels';
import { wholeOf } from './points-settings';

/**
 * A mall item as its form holds it: names and descriptions per language, numbers as typed (read
 * exactly), the stock empty for "no limit".
 */
export interface ItemDraft {
  name: Record<string, string>;
  description: Record<string, string>;
  image: string;
  points: string;
  amountRequired: string;
  /** Empty: no limit. */
  stock: string;
  enabled: boolean;
  sortOrder: string;
}

export type ItemField =
  | 'name'
  | 'description'
  | 'image'
  | 'points'
  | 'amountRequired'
  | 'stock'
  | 'sortOrder';
/** What is wrong with a field: a catalogue key under `points.items.invalid`. */
export type ItemProblems = Partial<Record<ItemField, string>>;

/** The contract's limits (ZPointItemInput). */
export const ITEM_LIMITS = {
  ...POINT_ITEM_LIMITS,
  image: 1_000,
  points: 1_000_000_000,
  amountRequired: 1e12,
  stock: 1_000_000,
  sortOrder: 9_999,
} as const;

/** The languages the form always offers; an item's others are kept and shown too. */
export const ITEM_LANGUAGES = ['EN', 'BN'] as const;

const IMAGE = /^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/u;

/** Whether an image text is one the site may show (a site path or an http(s) address). */
export const isImage = (text: string | null | undefined): text is string =>
  typeof text === 'string' && IMAGE.test(text.trim());

export function emptyItemDraft(sortOrder = 0): ItemDraft {
  return {
    name: {},
    description: {},
    image: '',
    points: '',
    amountRequired: '',
    stock: '',
    enabled: true,
    sortOrder: String(sortOrder),
  };
}

const texts = (values: Partial<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => !!entry[1]));

export function itemDraftOf(item: StaffPointItem, scale: number): ItemDraft {
  return {
    name: texts(item.name),
    description: texts(item.description),
    image: item.image ?? '',
    points: amountText(item.points, 0),
    amountRequired: item.amountRequired ? amountText(item.amountRequired, scale) : '',
    stock: item.stock === null ? '' : String(item.stock),
    enabled: item.enabled,
    sortOrder: String(item.sortOrder),
  };
}

/** Languages with nothing written are left out. */
function written(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([language, text]) => [language, text.trim()] as const)
      .filter(([, text]) => text !== ''),
  );
}

/** A whole number in `0..max`, empty giving `empty`; null when it is not one. */
function wholeIn(text: string, max: number, empty: number | null): number | null | undefined {
  if (text.trim() === '') return empty;
  const value = wholeOf(text);
  return value === null || value > max ? undefined : value;
}

/**
 * The call's body from the form, and what is wrong with it field by field (fit to send only
 * without problems). The server checks the same again.
 */
export function itemBody(draft: ItemDraft, scale: number): { body: PointItemInput; problems: ItemProblems } {
  const problems: ItemProblems = {};
  const name = written(draft.name);
  if (Object.keys(name).length === 0) problems.name = 'name';
  else if (Object.values(name).some((text) => text.length > ITEM_LIMITS.name)) problems.name = 'nameLong';
  const description = written(draft.description);
  if (Object.values(description).some((text) => text.length > ITEM_LIMITS.description))
    problems.description = 'descriptionLong';
  const image = draft.image.trim();
  if (image && (image.length > ITEM_LIMITS.image || !isImage(image))) problems.image = 'image';
  const points = wholeOf(draft.points);
  if (points === null || points < 1 || points > ITEM_LIMITS.points) problems.points = 'points';
  const amountRequired = zeroOrAmount(draft.amountRequired.replace(/,/gu, ''), scale);
  if (amountRequired === null || amountRequired > ITEM_LIMITS.amountRequired)
    problems.amountRequired = 'amountRequired';
  const stock = wholeIn(draft.stock, ITEM_LIMITS.stock, null);
  if (stock === undefined) problems.stock = 'stock';
  const sortOrder = wholeIn(draft.sortOrder, ITEM_LIMITS.sortOrder, 0);
  if (sortOrder === undefined || sortOrder === null) problems.sortOrder = 'sortOrder';
  return {
    body: {
      name,
      description,
      image: image || null,
      points: points ?? 0,
      amountRequired: amountRequired ?? 0,
      stock: stock ?? null,
      enabled: draft.enabled,
      sortOrder: sortOrder ?? 0,
    },
    problems,
  };
}

/** The body of an update that keeps everything of the item but what `change` says (stock, on or off). */
export function keepItemAs(
  item: StaffPointItem,
  change: Partial<Pick<PointItemInput, 'stock' | 'enabled'>> = {},
): PointItemInput {
  return {
    name: texts(item.name),
    description: texts(item.description),
    image: item.image,
    points: item.points,
    amountRequired: item.amountRequired,
    stock: change.stock === undefined ? item.stock : change.stock,
    enabled: change.enabled ?? item.enabled,
    sortOrder: item.sortOrder,
  };
}

/** A text per language in `language`, else the first one written; null when there is none. */
export function inLanguage(values: Partial<Record<string, string>>, language: string): string | null {
  return values[language] || Object.values(values).find((text): text is string => !!text) || null;
}
