/**
 * Where the generated artwork lives (art.routes.ts serves these): the demo catalog's icons are these
 * paths, relative to the brand's image base like any catalog icon.
 */
export const gameArtPath = (vendorCode: string, gameCode: string) =>
  `art/games/${vendorCode}/${gameCode}.svg`;
export const vendorArtPath = (vendorCode: string) => `art/vendors/${vendorCode}.svg`;
