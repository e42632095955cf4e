import { describe, expect, it } from 'vitest';
import { bodyOf, emptyDraft, fromLocalInput, toLocalInput } from './announcement-form';

describe('the announcement editor', () => {
  it('sends only what the type uses and the languages written', () => {
    const body = bodyOf({
      ...emptyDraft(),
      contentType: 'PU',
      groupName: 'w_home',
      title: { EN: 'Hello', BN: ' ' },
      content: { EN: '<p>x</p>' },
      execution: 'B',
      linkageType: 'NONE',
      url: '/ignored',
      sort: '7',
    });
    expect(body).toMatchObject({
      contentType: 'PU',
      groupName: null,
      title: { EN: 'Hello' },
      content: { EN: '<p>x</p>' },
      execution: 'B',
      url: null,
      sort: 7,
    });
  });

  it('keeps a banner page key and a route link', () => {
    const body = bodyOf({
      ...emptyDraft(),
      contentType: 'B',
      groupName: 'w_home',
      linkageType: 'ROUTE',
      url: '/promotions',
    });
    expect(body.groupName).toBe('w_home');
    expect(body.url).toBe('/promotions');
    expect(body.execution).toBeNull();
  });

  it('sends an agent notice without the image and link a previous type left in the draft', () => {
    const body = bodyOf({
      ...emptyDraft(),
      contentType: 'AG',
      title: { EN: 'For agents' },
      content: { EN: '<p>Bills on the 1st</p>' },
      imageUrl: '/images/banners/w_home-1.svg',
      linkageType: 'ROUTE',
      url: '/promotions',
    });
    expect(body).toMatchObject({
      contentType: 'AG',
      imageUrl: null,
      linkageType: 'NONE',
      url: null,
      execution: null,
      groupName: null,
    });
  });

  it('turns datetime-local text into an ISO time and back', () => {
    const iso = fromLocalInput('2025-03-01T09:30');
    expect(iso).toMatch(/^2025-03-0[12]T\d\d:\d\d:00\.000Z$/u);
    expect(toLocalInput(iso)).toBe('2025-03-01T09:30');
    expect(fromLocalInput('')).toBeNull();
  });
});
