/** Error codes of the game catalog: vendors, games, favourites and launches. */
export const GAME_ERRORS = {
  'game.not.found': {
    status: 404,
    EN: 'This game is not available.',
    BN: 'এই গেমটি উপলব্ধ নয়।',
  },
  'game.vendor.unknown': {
    status: 400,
    EN: 'Unknown game provider.',
    BN: 'অজানা গেম প্রদানকারী।',
  },
  'game.maintenance': {
    status: 400,
    EN: 'This game is under maintenance. Please try one of our other games.',
    BN: 'এই গেমটির রক্ষণাবেক্ষণ চলছে। অনুগ্রহ করে আমাদের অন্য কোনো গেম চেষ্টা করুন।',
  },
  'game.favourite.limit': {
    status: 400,
    EN: 'You can keep at most {max} favourite games.',
    BN: 'আপনি সর্বোচ্চ {max}টি প্রিয় গেম রাখতে পারেন।',
  },
} as const satisfies Record<string, { status: number; EN: string; BN: string }>;
