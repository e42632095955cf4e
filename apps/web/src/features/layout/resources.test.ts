import { describe, expect, it } from 'vitest';
import { customerServiceLinks, paymentImages, resourceOfType, socialLinks } from './resources';

const resources = [
  { resourceType: 'FACEBOOK', labelNameEn: 'Facebook', url: 'https://facebook.com/x' },
  { resourceType: 'CUSTOMER_SERVICE', labelNameEn: 'Live chat', url: 'https://chat.example/x' },
  { resourceType: 'TELEGRAM', labelNameEn: 'Telegram', url: 'javascript:alert(1)' },
  { resourceType: 'whatsapp', labelNameEn: 'WhatsApp', url: 'https://wa.me/1' },
  { resourceType: 'APP_IOS', labelNameEn: 'iPhone', url: '/app/ios.mobileconfig' },
  { resourceType: 'APP_ANDROID', labelNameEn: 'Android', url: '//evil.example/app.apk' },
];

describe('resources', () => {
  it('separates customer service from social links and drops unsafe URLs', () => {
    expect(customerServiceLinks(resources).map((item) => item.labelNameEn)).toEqual(['Live chat']);
    expect(socialLinks(resources).map((item) => item.resourceType)).toEqual(['FACEBOOK', 'whatsapp']);
    expect(resourceOfType(resources, 'TELEGRAM')).toBeNull();
    expect(resourceOfType(resources, 'WHATSAPP')?.url).toBe('https://wa.me/1');
    // A path on the site is a link (the iOS profile it serves); one that leaves the site is not.
    expect(resourceOfType(resources, 'APP_IOS')?.url).toBe('/app/ios.mobileconfig');
    expect(resourceOfType(resources, 'APP_ANDROID')).toBeNull();
  });

  it('keeps the payment logos in order, dropping one that is not an image address of the site or the web', () => {
    const logos = paymentImages([
      ...resources,
      { resourceType: 'PAYMENT', labelNameEn: 'bKash', url: '/images/payments/bkash.svg' },
      { resourceType: 'payment', labelNameEn: 'Nagad', url: 'https://cdn.example/nagad.svg' },
      { resourceType: 'PAYMENT', labelNameEn: 'Bad', url: 'javascript:alert(1)' },
    ]);
    expect(logos.map((item) => item.labelNameEn)).toEqual(['bKash', 'Nagad']);
  });
});
