/** The game page's words in the two languages it speaks (`lang` of the launch URL). */
export type PageLanguage = 'en' | 'bn';

export function pageLanguage(lang: string | null): PageLanguage {
  return lang?.toLowerCase().startsWith('bn') ? 'bn' : 'en';
}

const EN = {
  badge: 'Demo vendor simulator',
  intro:
    'This page stands in for an external game vendor. Each round calls the casino’s wallet API with signed calls, and sometimes sends a call twice, retries after a lost answer or cancels the round, as real vendors do.',
  balance: 'Balance',
  stake: 'Stake',
  play: 'Play',
  spinning: 'Spinning…',
  won: 'You won {amount}',
  noWin: 'No win this round',
  rolledBack: 'The vendor cancelled this round: the stake is back',
  overtaken: 'The vendor cancelled this round before its bet arrived: no money moved',
  refused: 'The casino refused the bet: {status}',
  unsettled: 'The casino did not answer: the round is not settled',
  failed: 'The simulator could not play this round',
  calls: 'Calls to the wallet API',
  noCalls: 'No calls yet: press Play.',
  round: 'Round',
  call: 'Call',
  status: 'Status',
  note: 'Chaos',
  rtp: 'Wheel of 25 segments · RTP {rtp}%',
  'note.duplicate': 'sent twice',
  'note.answer-lost': 'answer lost',
  'note.retry': 'retry',
  'note.rollback-before-bet': 'rollback before its bet',
  'note.late-bet': 'late bet',
  'note.rollback': 'rollback',
  errorTitle: 'This game cannot open',
  'error.invalid-token': 'This game link is not valid. Open the game again from the casino.',
  'error.expired-token': 'This game link has expired. Open the game again from the casino.',
  'error.disabled': 'This account cannot play right now. Please contact support.',
  'error.session': 'This game session has ended. Open the game again from the casino.',
  'error.unreachable': 'The casino cannot be reached right now. Please try again later.',
  'error.refused': 'The casino refused the game ({status}).',
  'error.not-found': 'There is no such page.',
};

export type PageTextKey = keyof typeof EN;

const BN: Record<PageTextKey, string> = {
  badge: 'ডেমো ভেন্ডর সিমুলেটর',
  intro:
    'এই পাতাটি একটি বাইরের গেম ভেন্ডরের বদলে কাজ করে। প্রতিটি রাউন্ড স্বাক্ষরিত কলে ক্যাসিনোর ওয়ালেট API-কে ডাকে, আর আসল ভেন্ডরদের মতোই কখনো একটি কল দুবার পাঠায়, হারানো উত্তরের পর আবার চেষ্টা করে বা রাউন্ড বাতিল করে।',
  balance: 'ব্যালান্স',
  stake: 'বাজি',
  play: 'খেলুন',
  spinning: 'ঘুরছে…',
  won: 'আপনি জিতেছেন {amount}',
  noWin: 'এই রাউন্ডে কোনো জয় নেই',
  rolledBack: 'ভেন্ডর এই রাউন্ড বাতিল করেছে: বাজির টাকা ফেরত এসেছে',
  overtaken: 'বাজি পৌঁছানোর আগেই ভেন্ডর রাউন্ডটি বাতিল করেছে: কোনো টাকা সরেনি',
  refused: 'ক্যাসিনো বাজিটি গ্রহণ করেনি: {status}',
  unsettled: 'ক্যাসিনো উত্তর দেয়নি: রাউন্ডটি নিষ্পন্ন হয়নি',
  failed: 'সিমুলেটর এই রাউন্ডটি খেলতে পারেনি',
  calls: 'ওয়ালেট API-তে কল',
  noCalls: 'এখনো কোনো কল নেই: খেলুন চাপুন।',
  round: 'রাউন্ড',
  call: 'কল',
  status: 'অবস্থা',
  note: 'বিশৃঙ্খলা',
  rtp: '25 ঘরের চাকা · RTP {rtp}%',
  'note.duplicate': 'দুবার পাঠানো',
  'note.answer-lost': 'উত্তর হারিয়েছে',
  'note.retry': 'আবার চেষ্টা',
  'note.rollback-before-bet': 'বাজির আগে রোলব্যাক',
  'note.late-bet': 'দেরিতে আসা বাজি',
  'note.rollback': 'রোলব্যাক',
  errorTitle: 'এই গেমটি খোলা যাচ্ছে না',
  'error.invalid-token': 'এই গেম লিঙ্কটি বৈধ নয়। ক্যাসিনো থেকে গেমটি আবার খুলুন।',
  'error.expired-token': 'এই গেম লিঙ্কের মেয়াদ শেষ হয়ে গেছে। ক্যাসিনো থেকে গেমটি আবার খুলুন।',
  'error.disabled': 'এই অ্যাকাউন্ট এখন খেলতে পারবে না। অনুগ্রহ করে সহায়তায় যোগাযোগ করুন।',
  'error.session': 'এই গেম সেশন শেষ হয়ে গেছে। ক্যাসিনো থেকে গেমটি আবার খুলুন।',
  'error.unreachable': 'এই মুহূর্তে ক্যাসিনোর সাথে যোগাযোগ করা যাচ্ছে না। পরে আবার চেষ্টা করুন।',
  'error.refused': 'ক্যাসিনো গেমটি গ্রহণ করেনি ({status})।',
  'error.not-found': 'এমন কোনো পাতা নেই।',
};

export type PageTexts = Record<PageTextKey, string>;

export function pageTexts(language: PageLanguage): PageTexts {
  return language === 'bn' ? BN : EN;
}

/** A text with its `{name}` slots filled. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/gu, (slot, name: string) => String(values[name] ?? slot));
}
