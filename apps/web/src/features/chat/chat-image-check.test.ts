import { describe, expect, it } from 'vitest';
import { chatImageAllowed, chatImageType } from './chat-image-check';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

describe('chat image check', () => {
  it('reads the type from the bytes, not the name', () => {
    expect(chatImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    // A signature cut short is no image.
    expect(chatImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a))).toBeNull();
    expect(chatImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(chatImageType(bytes(...ascii('GIF89a')))).toBe('image/gif');
    expect(chatImageType(bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBP')))).toBe('image/webp');
    expect(chatImageType(bytes(...ascii('<svg ')))).toBeNull();
  });

  it('refuses empty files and files over 5 MB', () => {
    const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    expect(chatImageAllowed(1024, png)).toBe(true);
    expect(chatImageAllowed(0, png)).toBe(false);
    expect(chatImageAllowed(5 * 1024 * 1024 + 1, png)).toBe(false);
  });
});
