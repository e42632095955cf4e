/**
 * Error codes of the lottery. A refused selection answers `lottery.picks` with the engine's reason
 * (`@tessera/lottery` LOTTERY_PROBLEMS) in `{detail}`, worded in the request's language.
 */
export const LOTTERY_ERRORS = {
  'lottery.game.unknown': {
    status: 404,
    EN: 'This lottery game is not available.',
    BN: 'এই লটারি গেমটি উপলব্ধ নয়।',
  },
  'lottery.draw.unknown': {
    status: 404,
    EN: 'This draw was not found.',
    BN: 'এই ড্র-টি পাওয়া যায়নি।',
  },
  'lottery.draw.closed': {
    status: 400,
    EN: 'Betting on this draw has closed. Please bet on the next draw.',
    BN: 'এই ড্র-এর বাজি বন্ধ হয়ে গেছে। অনুগ্রহ করে পরের ড্র-তে বাজি ধরুন।',
  },
  'lottery.bet.type.unknown': {
    status: 400,
    EN: 'This kind of bet is not offered for this game.',
    BN: 'এই গেমে এই ধরনের বাজি নেই।',
  },
  'lottery.picks': {
    status: 400,
    EN: 'This selection cannot be played: {detail}',
    BN: 'এই নির্বাচনটি খেলা যাবে না: {detail}',
  },
  'lottery.stake.too.large': {
    status: 400,
    EN: 'One line may stand for at most {max} combinations.',
    BN: 'একটি লাইনে সর্বোচ্চ {max}টি সংমিশ্রণ থাকতে পারে।',
  },
  'lottery.chase.too.long': {
    status: 400,
    EN: 'Only {count} more draws are scheduled for this game; chase fewer draws.',
    BN: 'এই গেমের জন্য আর মাত্র {count}টি ড্র নির্ধারিত আছে; কম ড্র অনুসরণ করুন।',
  },
  'lottery.bet.not.found': {
    status: 404,
    EN: 'This lottery bet was not found.',
    BN: 'এই লটারি বাজিটি পাওয়া যায়নি।',
  },
  'lottery.bet.not.cancellable': {
    status: 400,
    EN: 'Only an open bet can be cancelled, and only before its draw closes.',
    BN: 'শুধু খোলা বাজি বাতিল করা যায়, এবং শুধু ড্র বন্ধ হওয়ার আগে।',
  },
  'lottery.result.invalid': {
    status: 400,
    EN: 'These numbers are not a valid result for this game: {detail}',
    BN: 'এই সংখ্যাগুলো এই গেমের বৈধ ফলাফল নয়: {detail}',
  },
  'lottery.draw.not.official': {
    status: 400,
    EN: 'This draw’s result comes from our own draw machine; it cannot be typed in.',
    BN: 'এই ড্র-এর ফলাফল আমাদের নিজস্ব ড্র মেশিন থেকে আসে; এটি হাতে লেখা যায় না।',
  },
  'lottery.draw.state': {
    status: 400,
    EN: 'This draw cannot take that step now (it is {status}).',
    BN: 'এই ড্র এখন এই ধাপ নিতে পারে না (এটি এখন {status})।',
  },
  'lottery.entry.pending': {
    status: 400,
    EN: 'Another entry for this draw is waiting for confirmation; confirm or reject it first.',
    BN: 'এই ড্র-এর আরেকটি এন্ট্রি নিশ্চিতকরণের অপেক্ষায় আছে; আগে সেটি নিশ্চিত বা বাতিল করুন।',
  },
  'lottery.entry.none': {
    status: 400,
    EN: 'Nothing is waiting for confirmation on this draw.',
    BN: 'এই ড্র-এ নিশ্চিত করার মতো কিছু অপেক্ষায় নেই।',
  },
  'lottery.entry.same.staff': {
    status: 403,
    EN: 'A second staff member must confirm; you entered this yourself.',
    BN: 'দ্বিতীয় একজন কর্মীকে নিশ্চিত করতে হবে; এটি আপনি নিজেই লিখেছেন।',
  },
  'lottery.entry.mismatch': {
    status: 400,
    EN: 'The numbers differ from the ones entered first. Check the official result again.',
    BN: 'সংখ্যাগুলো প্রথমবার লেখা সংখ্যার সাথে মেলে না। সরকারি ফলাফল আবার দেখুন।',
  },
  'lottery.correction.reason': {
    status: 400,
    EN: 'A correction of a settled result needs a reason (at least 3 characters).',
    BN: 'নিষ্পত্তি হওয়া ফলাফল সংশোধনের জন্য একটি কারণ দরকার (অন্তত 3টি অক্ষর)।',
  },
  'lottery.correction.same': {
    status: 400,
    EN: 'These are the numbers the draw already has; there is nothing to correct.',
    BN: 'ড্র-টিতে ইতিমধ্যে এই সংখ্যাগুলোই আছে; সংশোধনের কিছু নেই।',
  },
  'lottery.odds.invalid': {
    status: 400,
    EN: 'These odds do not fit the bet type: {detail}',
    BN: 'এই অডস বাজির ধরনের সাথে মেলে না: {detail}',
  },
} as const;

/**
 * The engine's reasons for refusing a selection or a result (`@tessera/lottery` LOTTERY_PROBLEMS),
 * worded for people: the `{detail}` of `lottery.picks` and `lottery.result.invalid`.
 */
export const LOTTERY_PROBLEM_TEXTS: Record<string, { EN: string; BN: string }> = {
  'picks.rows': { EN: 'the bet needs {rows} rows of picks', BN: 'বাজিতে {rows}টি সারির নির্বাচন দরকার' },
  'picks.token': {
    EN: '“{token}” cannot be picked in row {row}',
    BN: 'সারি {row}-এ “{token}” বেছে নেওয়া যায় না',
  },
  'picks.duplicate': {
    EN: '“{token}” is picked twice in row {row}',
    BN: 'সারি {row}-এ “{token}” দুবার বাছা হয়েছে',
  },
  'picks.too.few': { EN: 'pick at least {min} in row {row}', BN: 'সারি {row}-এ অন্তত {min}টি বাছুন' },
  'picks.too.many': { EN: 'pick at most {max} in row {row}', BN: 'সারি {row}-এ সর্বোচ্চ {max}টি বাছুন' },
  'picks.cross.row': {
    EN: 'these picks make no complete bet',
    BN: 'এই নির্বাচনগুলো দিয়ে কোনো সম্পূর্ণ বাজি হয় না',
  },
  'result.size': { EN: 'a result has {size} numbers', BN: 'একটি ফলাফলে {size}টি সংখ্যা থাকে' },
  'result.token': { EN: '“{token}” is not a possible number', BN: '“{token}” একটি সম্ভাব্য সংখ্যা নয়' },
  'result.duplicate': { EN: 'a number appears twice', BN: 'একটি সংখ্যা দুবার এসেছে' },
};

/** A problem's text in EN or BN (other languages read English), its placeholders filled. */
export function lotteryProblemText(
  problem: { key: string; params?: Record<string, string | number> },
  language: string,
): string {
  const texts = LOTTERY_PROBLEM_TEXTS[problem.key];
  if (!texts) return problem.key;
  const text = language.toUpperCase() === 'BN' ? texts.BN : texts.EN;
  return text.replace(/\{(\w+)\}/gu, (whole, name: string) => String(problem.params?.[name] ?? whole));
}
