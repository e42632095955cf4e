import { createHash } from 'node:crypto';

/**
 * An iOS configuration profile (`.mobileconfig`) holding one Web Clip: installed from Settings, it
 * puts the brand's site on the home screen as a full-screen app with its icon (issue 17, spec §2.5
 * "iOS configuration profile"). Unsigned: iOS shows it as "Not Verified" and installs it after
 * the member confirms, as the /down page's guide says. The identifiers are derived from the brand
 * and the address, so installing again replaces the earlier clip instead of adding a second one.
 */
export function webClipProfile(input: {
  brandName: string;
  brandCode: string;
  url: string;
  iconPng: Buffer | null;
}) {
  const host = new URL(input.url).hostname;
  const identifier = `app.tessera.${slug(input.brandCode)}.${slug(host)}`;
  const clip: Array<[string, string]> = [
    ['FullScreen', '<true/>'],
    ['IsRemovable', '<true/>'],
    ['Label', text(input.brandName)],
    ['PayloadDescription', text(`Adds ${input.brandName} to the home screen`)],
    ['PayloadDisplayName', text(input.brandName)],
    ['PayloadIdentifier', text(`${identifier}.webclip`)],
    ['PayloadType', text('com.apple.webClip.managed')],
    ['PayloadUUID', text(uuidFrom(`${identifier}.webclip`))],
    ['PayloadVersion', '<integer>1</integer>'],
    ['Precomposed', '<true/>'],
    ['URL', text(input.url)],
  ];
  if (input.iconPng) clip.splice(2, 0, ['Icon', `<data>${input.iconPng.toString('base64')}</data>`]);
  const profile: Array<[string, string]> = [
    ['PayloadContent', `<array>\n<dict>\n${entries(clip)}</dict>\n</array>`],
    ['PayloadDescription', text(`Puts ${input.brandName} on your home screen as an app.`)],
    ['PayloadDisplayName', text(input.brandName)],
    ['PayloadIdentifier', text(identifier)],
    ['PayloadOrganization', text(input.brandName)],
    ['PayloadRemovalDisallowed', '<false/>'],
    ['PayloadType', text('Configuration')],
    ['PayloadUUID', text(uuidFrom(identifier))],
    ['PayloadVersion', '<integer>1</integer>'],
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0">',
    '<dict>',
    entries(profile).trimEnd(),
    '</dict>',
    '</plist>',
    '',
  ].join('\n');
}

function entries(pairs: Array<[string, string]>): string {
  return pairs.map(([key, value]) => `<key>${key}</key>\n${value}\n`).join('');
}

function text(value: string): string {
  return `<string>${value.replace(/[&<>]/gu, (c) => `&#${c.charCodeAt(0)};`)}</string>`;
}

function slug(value: string): string {
  return (
    value
      .toLowerCase()
      .replace(/[^a-z0-9]+/gu, '-')
      .replace(/^-|-$/gu, '') || 'site'
  );
}

/** A stable UUID (the version 5 layout) from a name: the same brand and address, the same profile. */
export function uuidFrom(name: string): string {
  const bytes = createHash('sha1').update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`.toUpperCase();
}
