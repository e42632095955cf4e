/**
 * The words of a message in a reader's language (decision 0047): staff's own words in the
 * language asked for, else the brand's default, else English, else the first language written;
 * the platform's messages from its templates with their parameters filled in.
 */
export type Words = Record<string, string>;

export function wordsIn(words: Words, languages: readonly string[]): string {
  for (const language of languages) {
    const text = words[language];
    if (text) return text;
  }
  return Object.values(words).find(Boolean) ?? '';
}

/** What the platform tells a member by itself, in the languages it is written in. */
export const SYSTEM_TEMPLATES = {
  DEPOSIT_CREDITED: {
    title: { EN: 'Deposit credited', BN: 'জমা যোগ হয়েছে' },
    body: {
      EN: 'Your deposit of {amount} (order {orderNo}) is in your wallet. Good luck!',
      BN: 'আপনার {amount} জমা (অর্ডার {orderNo}) আপনার ওয়ালেটে যোগ হয়েছে। শুভকামনা!',
    },
  },
  WITHDRAWAL_PAID: {
    title: { EN: 'Withdrawal paid', BN: 'উত্তোলন পরিশোধিত' },
    body: {
      EN: 'Your withdrawal of {amount} (order {orderNo}) was paid to your account.',
      BN: 'আপনার {amount} উত্তোলন (অর্ডার {orderNo}) আপনার অ্যাকাউন্টে পাঠানো হয়েছে।',
    },
  },
  BONUS_ISSUED: {
    title: { EN: 'Bonus issued', BN: 'বোনাস দেওয়া হয়েছে' },
    body: {
      EN: 'A bonus of {amount} from “{promotion}” is yours.',
      BN: '“{promotion}” থেকে {amount} বোনাস আপনার।',
    },
  },
} as const satisfies Record<string, { title: Words; body: Words }>;
export type SystemTemplate = keyof typeof SYSTEM_TEMPLATES;

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/gu, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** A message's title and body in the first of `languages` it is written in. */
export function messageWords(
  message: { template: string | null; params: Record<string, string | number>; title: Words; body: Words },
  languages: readonly string[],
): { title: string; body: string } {
  const template = message.template ? SYSTEM_TEMPLATES[message.template as SystemTemplate] : undefined;
  if (!template) return { title: wordsIn(message.title, languages), body: wordsIn(message.body, languages) };
  return {
    title: fill(wordsIn(template.title, languages), message.params),
    body: fill(wordsIn(template.body, languages), message.params),
  };
}
