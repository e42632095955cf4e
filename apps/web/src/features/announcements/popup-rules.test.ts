import type { PopupItem } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { audienceOf, isFirstLogin, POPUP_CLOSED_KEYS, popupSlides, shouldShowPopup } from './popup-rules';

const item = (id: number, execution: PopupItem['execution']): PopupItem => ({
  id,
  title: `popup ${id}`,
  content: '<p>hi</p>',
  execution,
  promotionType: null,
  firstLoginOnly: execution === 'F',
  imageUrl: null,
  url: null,
  linkageType: 'NONE',
});

const items = [item(1, 'A'), item(2, 'B'), item(3, 'F'), item(4, 'A')];

describe('announcement popup rules', () => {
  it('show B to visitors, A to members, and F only on the first login', () => {
    expect(popupSlides(items, 'anonymous', false).map((slide) => slide.id)).toEqual([2]);
    expect(popupSlides(items, 'anonymous', true).map((slide) => slide.id)).toEqual([2]);
    expect(popupSlides(items, 'user', false).map((slide) => slide.id)).toEqual([1, 4]);
    expect(popupSlides(items, 'user', true).map((slide) => slide.id)).toEqual([1, 3, 4]);
  });

  it('know the audience only once the session is settled', () => {
    expect(audienceOf('restoring')).toBeNull();
    expect(audienceOf('anonymous')).toBe('anonymous');
    expect(audienceOf('member')).toBe('user');
  });

  it('show once per session per audience, and only with slides', () => {
    const closed = new Set<string>();
    const isClosed = (audience: 'user' | 'anonymous') => closed.has(POPUP_CLOSED_KEYS[audience]);
    const slides = popupSlides(items, 'anonymous', false);
    expect(shouldShowPopup('anonymous', slides, isClosed)).toBe(true);
    expect(shouldShowPopup(null, slides, isClosed)).toBe(false);
    expect(shouldShowPopup('user', [], isClosed)).toBe(false);
    closed.add(POPUP_CLOSED_KEYS.anonymous);
    expect(shouldShowPopup('anonymous', slides, isClosed)).toBe(false);
    // The member's marker is a different one: logging in shows the member's popup.
    expect(shouldShowPopup('user', popupSlides(items, 'user', false), isClosed)).toBe(true);
    expect(POPUP_CLOSED_KEYS.user).not.toBe(POPUP_CLOSED_KEYS.anonymous);
  });

  it('take the sign-in that came with the registration as the first login', () => {
    const registeredAt = '2026-03-01T10:00:00.000Z';
    expect(isFirstLogin({ registeredAt, lastLoginAt: '2026-03-01T10:00:00.400Z' })).toBe(true);
    expect(isFirstLogin({ registeredAt, lastLoginAt: '2026-03-01T10:05:00.000Z' })).toBe(false);
    expect(isFirstLogin({ registeredAt, lastLoginAt: null })).toBe(false);
    expect(isFirstLogin({ registeredAt, lastLoginAt: 'garbage' })).toBe(false);
    expect(isFirstLogin(null)).toBe(false);
  });
});
