/** Error codes of the reward engine (issue 15). */
export const REWARD_ERRORS = {
  'promotion.not.open': {
    status: 409,
    EN: 'This promotion is not open now.',
    BN: 'এই প্রোমোশনটি এখন খোলা নেই।',
  },
  'promotion.joined.already': {
    status: 409,
    EN: 'You have already joined this promotion.',
    BN: 'আপনি ইতিমধ্যে এই প্রোমোশনে যোগ দিয়েছেন।',
  },
  'promotion.join.not.needed': {
    status: 400,
    EN: 'This promotion needs no joining: its reward comes with a qualifying deposit.',
    BN: 'এই প্রোমোশনে যোগ দিতে হয় না: যোগ্য জমার সাথেই পুরস্কার আসে।',
  },
  'promotion.not.applied': {
    status: 400,
    EN: 'This promotion is not one you apply for.',
    BN: 'এই প্রোমোশনে আবেদন করা যায় না।',
  },
  'promotion.nothing.to.claim': {
    status: 409,
    EN: 'There is no reward of this promotion to claim.',
    BN: 'এই প্রোমোশনের দাবি করার মতো কোনো পুরস্কার নেই।',
  },
  'promotion.proof.invalid': {
    status: 400,
    EN: 'Proofs must be 1 to 3 PNG or JPG images of at most 5 MB each.',
    BN: 'প্রমাণ হতে হবে 1 থেকে 3টি PNG বা JPG ছবি, প্রতিটি সর্বোচ্চ 5 MB।',
  },
  'promotion.application.decided': {
    status: 409,
    EN: 'This application has already been decided.',
    BN: 'এই আবেদনের সিদ্ধান্ত ইতিমধ্যে হয়ে গেছে।',
  },
  'promotion.amount.invalid': {
    status: 400,
    EN: 'The amount must be more than 0 and at most the promotion’s cap ({cap}).',
    BN: 'পরিমাণ 0-এর বেশি এবং প্রোমোশনের সীমা ({cap})-এর মধ্যে হতে হবে।',
  },
  'promotion.rules.invalid': {
    status: 400,
    EN: 'The promotion’s rules do not fit together: {rule}.',
    BN: 'প্রোমোশনের নিয়মগুলো মিলছে না: {rule}।',
  },
  'promotion.status.invalid': {
    status: 409,
    EN: 'A promotion cannot go from {from} to {to}.',
    BN: 'একটি প্রোমোশন {from} থেকে {to} হতে পারে না।',
  },
  'vip.levels.stale': {
    status: 409,
    EN: 'Someone saved the VIP levels after you opened them: reload to see their table.',
    BN: 'আপনি খোলার পরে কেউ ভিআইপি লেভেলগুলো সংরক্ষণ করেছেন: তাদের টেবিল দেখতে আবার লোড করুন।',
  },
  'vip.levels.invalid': {
    status: 400,
    EN: 'The VIP levels do not fit together: {rule}.',
    BN: 'ভিআইপি লেভেলগুলো মিলছে না: {rule}।',
  },
  'bonus.not.wagering': {
    status: 409,
    EN: 'This bonus is no longer wagering.',
    BN: 'এই বোনাসের বাজি আর চলছে না।',
  },
  'bonus.max.bet': {
    status: 400,
    EN: 'While a bonus is wagering, a bet may be at most {maxBet}.',
    BN: 'বোনাসের বাজি চলাকালীন একটি বাজি সর্বোচ্চ {maxBet} হতে পারে।',
  },
  'points.item.unavailable': {
    status: 409,
    EN: 'This item is not on offer in the points mall now.',
    BN: 'এই আইটেমটি এখন পয়েন্ট মলে পাওয়া যাচ্ছে না।',
  },
  'points.out.of.stock': {
    status: 409,
    EN: 'Not enough of this item is left: {left} in stock.',
    BN: 'এই আইটেমের যথেষ্ট নেই: স্টকে আছে {left}টি।',
  },
  'points.not.enough': {
    status: 409,
    EN: 'You need {needed} points for this and have {points}.',
    BN: 'এর জন্য আপনার {needed} পয়েন্ট দরকার, আছে {points}।',
  },
  'points.requirement.unmet': {
    status: 409,
    EN: 'This item needs a total valid bet of {required}; yours is {reached}.',
    BN: 'এই আইটেমের জন্য মোট বৈধ বাজি {required} দরকার; আপনার হয়েছে {reached}।',
  },
  'points.convert.step': {
    status: 400,
    EN: 'Points convert in steps of {step}: {step} points give {amount}.',
    BN: 'পয়েন্ট {step}-এর ধাপে রূপান্তর হয়: {step} পয়েন্টে {amount}।',
  },
  'points.convert.off': {
    status: 409,
    EN: 'Converting points to cash is not offered now.',
    BN: 'পয়েন্ট থেকে নগদে রূপান্তর এখন চালু নেই।',
  },
  'points.redeem.decided': {
    status: 409,
    EN: 'This redeem request has already been decided.',
    BN: 'এই রিডিম অনুরোধের সিদ্ধান্ত ইতিমধ্যে হয়ে গেছে।',
  },
  'points.settings.invalid': {
    status: 400,
    EN: 'The points rules do not fit together: {rule}.',
    BN: 'পয়েন্টের নিয়মগুলো মিলছে না: {rule}।',
  },
  'mission.not.found': {
    status: 404,
    EN: 'This mission is not running now.',
    BN: 'এই মিশনটি এখন চালু নেই।',
  },
  'mission.not.reached': {
    status: 409,
    EN: 'This mission is not complete yet: {progress} of {target}.',
    BN: 'এই মিশনটি এখনও সম্পূর্ণ হয়নি: {target}-এর মধ্যে {progress}।',
  },
  'mission.claimed': {
    status: 409,
    EN: 'You have already claimed this mission for this period.',
    BN: 'এই সময়ের জন্য আপনি এই মিশনের পুরস্কার ইতিমধ্যে নিয়েছেন।',
  },
  'referral.reward.decided': {
    status: 409,
    EN: 'This referral reward has already been decided.',
    BN: 'এই রেফারেল পুরস্কারের সিদ্ধান্ত ইতিমধ্যে হয়ে গেছে।',
  },
  'referral.settings.invalid': {
    status: 400,
    EN: 'The referral rules do not fit together: {rule}.',
    BN: 'রেফারেলের নিয়মগুলো মিলছে না: {rule}।',
  },
  'mission.invalid': {
    status: 400,
    EN: 'The mission does not fit together: {rule}.',
    BN: 'মিশনটি মিলছে না: {rule}।',
  },
} as const;

/**
 * Not refusals: what a promotion's card says about why the member cannot take part, or why a
 * deposit gave nothing (`note` of the card), in the catalogues of the error table.
 */
export const REWARD_NOTES = {
  'new.members': {
    EN: 'For members who registered in the last {days} days.',
    BN: 'গত {days} দিনে নিবন্ধিত সদস্যদের জন্য।',
  },
  'vip.level': {
    EN: 'For {levels} members.',
    BN: '{levels} সদস্যদের জন্য।',
  },
  'bonus.open': {
    EN: 'Not given while another bonus is wagering: finish or give up that bonus first.',
    BN: 'অন্য একটি বোনাসের বাজি চলাকালীন দেওয়া হয় না: আগে সেই বোনাসটি শেষ করুন বা ছেড়ে দিন।',
  },
  'below.minimum': {
    EN: 'Your deposit of {amount} was below the minimum of {min}.',
    BN: 'আপনার {amount} জমা সর্বনিম্ন {min}-এর কম ছিল।',
  },
  channel: {
    EN: 'Your deposit through {channel} does not count for this promotion.',
    BN: '{channel} দিয়ে আপনার জমা এই প্রোমোশনে গণ্য হয় না।',
  },
  'not.first': {
    EN: 'Only your first deposit counts, and you have made one before.',
    BN: 'শুধু আপনার প্রথম জমা গণ্য হয়, এবং আপনি আগে একবার জমা দিয়েছেন।',
  },
  expired: {
    EN: 'The bonus expired before its wagering was done.',
    BN: 'বাজির শর্ত পূরণের আগেই বোনাসের মেয়াদ শেষ হয়েছে।',
  },
  forfeited: {
    EN: 'The bonus was given up.',
    BN: 'বোনাসটি ছেড়ে দেওয়া হয়েছে।',
  },
} as const satisfies Record<string, { EN: string; BN: string }>;

export type RewardNote = keyof typeof REWARD_NOTES;
