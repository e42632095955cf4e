import { describe, expect, it } from 'vitest';
import { ok } from './envelope.js';
import { settledAnswer, settledReply } from './settled-answers.js';

describe('settled answers', () => {
  it('reply with the envelope JSON of the value, made once and kept', () => {
    const page = settledAnswer({ list: [{ nodeId: 1, gameName: 'Dice ৳' }], total: 1 });
    const first = settledReply(page);
    expect(first?.toString('utf8')).toBe(JSON.stringify(ok(page)));
    expect(settledReply(page)).toBe(first);
  });

  it('leave every other value to the serialiser', () => {
    expect(settledReply({ list: [] })).toBeNull();
    expect(settledReply(null)).toBeNull();
    expect(settledReply([1, 2])).toBeNull();
    expect(settledReply('text')).toBeNull();
  });
});
