import { languageTag, toMajor } from '@tessera/contracts';

/**
 * The words of a message in a reader's language (decision 0047): staff's own words in the
 * language asked for, else the brand's default, else English, else the first language written;
 * the platform's messages from its templates with their parameters filled in.
 */
export type Words = Record<string, string>;

/** The first of `languages` the words are written in, else the first written. */
function languageOf(words: Words, languages: readonly string[]): string {
  return languages.find((language) => words[language]) ?? Object.keys(words).find((l) => words[l]) ?? 'EN';
}

export function wordsIn(words: Words, languages: readonly string[]): string {
  return words[languageOf(words, languages)] ?? '';
}

/** What the platform tells a member by itself, in the languages it is written in. */
export const SYSTEM_TEMPLATES = {
  DEPOSIT_CREDITED: {
    title: { EN: 'Deposit credited', BN: 'জমা যোগ হয়েছে' },
    body: {
      EN: 'Your deposit of {amount} is in your wallet. Good luck!',
      BN: 'আপনার {amount} জমা আপনার ওয়ালেটে যোগ হয়েছে। শুভকামনা!',
    },
  },
  WITHDRAWAL_PAID: {
    title: { EN: 'Withdrawal paid', BN: 'উত্তোলন পরিশোধিত' },
    body: {
      EN: 'Your withdrawal of {amount} was paid to your account. Confirm it in your withdrawal records once it arrives.',
      BN: 'আপনার {amount} উত্তোলন আপনার অ্যাকাউন্টে পাঠানো হয়েছে। পৌঁছালে উত্তোলনের রেকর্ডে তা নিশ্চিত করুন।',
    },
  },
  BONUS_ISSUED: {
    title: { EN: 'Bonus issued', BN: 'বোনাস দেওয়া হয়েছে' },
    body: {
      EN: 'A bonus of {amount} is yours. Bonus details show what it takes to withdraw it.',
      BN: '{amount} বোনাস আপনার। এটি উত্তোলন করতে কী লাগবে তা বোনাসের বিবরণে দেখুন।',
    },
  },
  CONTRACT_OFFERED: {
    title: { EN: 'A contract is offered to you', BN: 'আপনাকে একটি চুক্তির প্রস্তাব' },
    body: {
      EN: 'You are offered a {contract} contract. Read its terms and answer it in the agent centre, under My contracts.',
      BN: 'আপনাকে একটি {contract} চুক্তির প্রস্তাব দেওয়া হয়েছে। এজেন্ট সেন্টারের "আমার চুক্তি" অংশে শর্তগুলো পড়ে উত্তর দিন।',
    },
  },
} as const satisfies Record<string, { title: Words; body: Words }>;
export type SystemTemplate = keyof typeof SYSTEM_TEMPLATES;

/** A template's parameters: `amount` in minor units with its `currency` and `scale`, worded as money. */
export type TemplateParams = Record<string, string | number>;

/** An agent contract's type (`contract`) as the templates word it (the site's words for them). */
const CONTRACT_TYPES: Record<string, Words> = {
  DIVIDEND: { EN: 'dividend', BN: 'লভ্যাংশ' },
  DAILY_SALARY: { EN: 'daily salary', BN: 'দৈনিক বেতন' },
  HOURLY_SALARY: { EN: 'hourly salary', BN: 'ঘণ্টাভিত্তিক বেতন' },
  REALTIME_SALARY: { EN: 'real-time salary', BN: 'রিয়েল-টাইম বেতন' },
};

function fill(text: string, params: TemplateParams, language: string): string {
  return text.replace(/\{(\w+)\}/gu, (whole, name: string) => {
    if (name === 'amount' && typeof params.currency === 'string') {
      const scale = Number(params.scale ?? 2);
      return new Intl.NumberFormat(languageTag(language), {
        style: 'currency',
        currency: params.currency,
        minimumFractionDigits: scale,
        maximumFractionDigits: scale,
      }).format(toMajor(BigInt(params.amount ?? 0), scale));
    }
    const contract = name === 'contract' ? CONTRACT_TYPES[String(params.contract)] : undefined;
    if (contract) return wordsIn(contract, [language]);
    return name in params ? String(params[name]) : whole;
  });
}

/** A message's title and body in the first of `languages` it is written in. */
export function messageWords(
  message: { template: string | null; params: TemplateParams; title: Words; body: Words },
  languages: readonly string[],
): { title: string; body: string } {
  const template = message.template ? SYSTEM_TEMPLATES[message.template as SystemTemplate] : undefined;
  if (!template) return { title: wordsIn(message.title, languages), body: wordsIn(message.body, languages) };
  const language = languageOf(template.body, languages);
  return {
    title: fill(wordsIn(template.title, [language]), message.params, language),
    body: fill(wordsIn(template.body, [language]), message.params, language),
  };
}
