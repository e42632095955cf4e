import type { StaffPointItem } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { emptyItemDraft, inLanguage, itemBody, itemDraftOf, keepItemAs } from './point-item-form';

const item: StaffPointItem = {
  id: '7',
  name: { EN: 'Phone stand', BN: 'ফোন স্ট্যান্ড' },
  description: { EN: 'Aluminium, folds flat.' },
  image: '/images/points/stand.svg',
  points: 2500,
  amountRequired: 10_000.5,
  stock: 12,
  enabled: true,
  sortOrder: 3,
  redeemed: 4,
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('the mall item form', () => {
  it('reads an item back into the same body', () => {
    const draft = itemDraftOf(item, 2);
    expect(draft).toMatchObject({ points: '2,500', amountRequired: '10,000.5', stock: '12' });
    const { body, problems } = itemBody(draft, 2);
    expect(problems).toEqual({});
    expect(body).toEqual(keepItemAs(item));
  });

  it('reads an empty stock as no limit and an empty requirement as none', () => {
    const draft = { ...emptyItemDraft(5), name: { EN: ' Mug ' }, points: '300' };
    const { body, problems } = itemBody(draft, 2);
    expect(problems).toEqual({});
    expect(body).toEqual({
      name: { EN: 'Mug' },
      description: {},
      image: null,
      points: 300,
      amountRequired: 0,
      stock: null,
      enabled: true,
      sortOrder: 5,
    });
  });

  it('names each field that cannot be sent', () => {
    const { problems } = itemBody(
      {
        ...emptyItemDraft(),
        image: 'javascript:alert(1)',
        points: '0',
        amountRequired: '1.234',
        stock: '-1',
        sortOrder: '10000',
      },
      2,
    );
    expect(problems).toEqual({
      name: 'name',
      image: 'image',
      points: 'points',
      amountRequired: 'amountRequired',
      stock: 'stock',
      sortOrder: 'sortOrder',
    });
    expect(itemBody({ ...emptyItemDraft(), name: { EN: 'x'.repeat(81) }, points: '1' }, 2).problems).toEqual({
      name: 'nameLong',
    });
  });

  it('keeps everything but the stock or the switch when only they change', () => {
    expect(keepItemAs(item, { stock: null })).toMatchObject({ stock: null, enabled: true, points: 2500 });
    expect(keepItemAs(item, { stock: 0 }).stock).toBe(0);
    expect(keepItemAs(item, { enabled: false })).toMatchObject({ stock: 12, enabled: false });
  });

  it('picks the text of a language, else the first one written', () => {
    expect(inLanguage(item.name, 'BN')).toBe('ফোন স্ট্যান্ড');
    expect(inLanguage(item.description, 'BN')).toBe('Aluminium, folds flat.');
    expect(inLanguage({}, 'EN')).toBeNull();
  });
});
