import { describe, expect, it } from 'vitest';
import { clipFeedback, feedbackLength } from './feedback-rules';

describe('feedback content rules', () => {
  it('counts characters, not UTF-16 units, and clips at 140 without splitting an emoji', () => {
    expect(feedbackLength('আমার😀')).toBe(5);
    const long = `${'a'.repeat(139)}😀😀`;
    expect(clipFeedback(long)).toBe(`${'a'.repeat(139)}😀`);
    expect(feedbackLength(clipFeedback(long))).toBe(140);
    expect(clipFeedback('short')).toBe('short');
  });
});
