/**
 * A feedback reply as the member's inbox shows it (decision 0052): a title and the reply followed by
 * what the member wrote, in each language the platform words (a reader of another language reads
 * the first, as with every staff message).
 */
const WORDS = {
  EN: { title: 'Reply to your feedback', quote: 'Your feedback' },
  BN: { title: 'আপনার মতামতের উত্তর', quote: 'আপনার মতামত' },
} as const;

export function replyWords(reply: string, content: string) {
  const title: Record<string, string> = {};
  const body: Record<string, string> = {};
  for (const [language, words] of Object.entries(WORDS)) {
    title[language] = words.title;
    body[language] = `${reply}\n\n${words.quote}: “${content}”`;
  }
  return { title, body };
}
