import { describe, expect, it } from 'vitest';
import { customerServiceLinks, resourceOfType, socialLinks } from './resources';

const resources = [
  { resourceType: 'FACEBOOK', labelNameEn: 'Facebook', url: 'https://facebook.com/x' },
  { resourceType: 'CUSTOMER_SERVICE', labelNameEn: 'Live chat', url: 'https://chat.example/x' },
  { resourceType: 'TELEGRAM', labelNameEn: 'Telegram', url: 'javascript:alert(1)' },
  { resourceType: 'whatsapp', labelNameEn: 'WhatsApp', url: 'https://wa.me/1' },
];

describe('resources', () => {
  it('separates customer service from social links and drops unsafe URLs', () => {
    expect(customerServiceLinks(resources).map((item) => item.labelNameEn)).toEqual(['Live chat']);
    expect(socialLinks(resources).map((item) => item.resourceType)).toEqual(['FACEBOOK', 'whatsapp']);
    expect(resourceOfType(resources, 'TELEGRAM')).toBeNull();
    expect(resourceOfType(resources, 'WHATSAPP')?.url).toBe('https://wa.me/1');
  });
});
