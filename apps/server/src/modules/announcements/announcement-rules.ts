import type { AnnouncementInput, ContentType } from '@tessera/contracts';
import { AppError } from '../../http/app-error.js';

type Field = 'title' | 'content' | 'groupName' | 'imageUrl' | 'url' | 'execution' | 'promotionType';

/** What each type must carry to be shown at all (a banner is its image, a notice its text…). */
const REQUIRED: Record<ContentType, readonly Field[]> = {
  B: ['groupName', 'imageUrl'],
  PL: ['title', 'content'],
  PU: ['content', 'execution'],
  PR: ['title', 'imageUrl'],
  H: ['content'],
  AG: ['title', 'content'],
};

/** Fields that mean something for one type only; elsewhere they would be silently ignored. */
const ONLY_ON: Partial<Record<Field, readonly ContentType[]>> = {
  groupName: ['B'],
  execution: ['PU'],
  promotionType: ['PU', 'PR'],
};

/** An agent notice is a title, a date and its text: an image or a link would be silently dropped. */
const NEVER_ON: Partial<Record<ContentType, readonly Field[]>> = {
  AG: ['imageUrl', 'url'],
};

function present(input: AnnouncementInput, field: Field): boolean {
  const value = input[field];
  if (value === null) return false;
  if (typeof value === 'object') return Object.values(value).some((text) => text && text.trim() !== '');
  return value.trim() !== '';
}

/**
 * The rules zod cannot say alone: fields per type, links that fit their linkage type, an end
 * after the start. Throws the first breach as an envelope error naming the field.
 */
export function checkAnnouncement(input: AnnouncementInput): void {
  for (const field of REQUIRED[input.contentType]) {
    if (!present(input, field)) throw new AppError('announcement.field.required', { field });
  }
  for (const [field, types] of Object.entries(ONLY_ON) as Array<[Field, ContentType[]]>) {
    if (!types.includes(input.contentType) && present(input, field)) {
      throw new AppError('announcement.field.not.allowed', { field });
    }
  }
  for (const field of NEVER_ON[input.contentType] ?? []) {
    if (present(input, field)) throw new AppError('announcement.field.not.allowed', { field });
  }
  const { linkageType, url } = input;
  if (NEVER_ON[input.contentType]?.includes('url') && linkageType !== 'NONE') {
    throw new AppError('announcement.field.not.allowed', { field: 'linkageType' });
  }
  const fits =
    linkageType === 'NONE'
      ? url === null
      : linkageType === 'ROUTE'
        ? url !== null && /^\/(?!\/)/u.test(url)
        : linkageType === 'EXTERNAL'
          ? url !== null && /^https?:\/\//u.test(url)
          : // PROMOTION opens the reward centre; a route may narrow it to one promotion.
            url === null || /^\/(?!\/)/u.test(url);
  if (!fits) throw new AppError('announcement.link.invalid', { linkageType });
  if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
    throw new AppError('announcement.window.invalid');
  }
}
