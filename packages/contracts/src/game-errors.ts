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
  'game.trial.not.allowed': {
    status: 403,
    EN: 'Free-play accounts can only play our in-house games. Please register a real account.',
    BN: 'ফ্রি-প্লে অ্যাকাউন্ট শুধু আমাদের নিজস্ব গেম খেলতে পারে। অনুগ্রহ করে একটি আসল অ্যাকাউন্ট খুলুন।',
  },
  'bet.record.not.found': {
    status: 404,
    EN: 'This bet record was not found.',
    BN: 'এই বাজির রেকর্ডটি পাওয়া যায়নি।',
  },
  'records.range.invalid': {
    status: 400,
    EN: 'Choose a start date before the end date, at most 90 days apart.',
    BN: 'শেষ তারিখের আগের একটি শুরুর তারিখ বেছে নিন, সর্বোচ্চ 90 দিনের ব্যবধানে।',
  },
  'fair.seed.invalid': {
    status: 400,
    EN: 'The client seed must be 1 to 64 printable characters without spaces at either end.',
    BN: 'ক্লায়েন্ট সিড 1 থেকে 64টি মুদ্রণযোগ্য অক্ষরের হতে হবে, দুই প্রান্তে কোনো ফাঁকা জায়গা ছাড়া।',
  },
  'fair.params.invalid': {
    status: 400,
    EN: 'These game settings are not allowed: {detail}',
    BN: 'এই গেম সেটিংস অনুমোদিত নয়: {detail}',
  },
  'fair.round.over': {
    status: 400,
    EN: 'This round is already over.',
    BN: 'এই রাউন্ডটি ইতিমধ্যে শেষ হয়েছে।',
  },
  'fair.round.nothing.to.cash': {
    status: 400,
    EN: 'Reveal at least one tile before cashing out.',
    BN: 'ক্যাশ আউট করার আগে অন্তত একটি টাইল খুলুন।',
  },
  'fair.round.open': {
    status: 409,
    EN: 'Finish your open round first.',
    BN: 'আগে আপনার চলমান রাউন্ডটি শেষ করুন।',
  },
  'fair.round.not.found': {
    status: 404,
    EN: 'This round was not found.',
    BN: 'এই রাউন্ডটি পাওয়া যায়নি।',
  },
} as const satisfies Record<string, { status: number; EN: string; BN: string }>;
