/**
 * The answers the server wrote into the page for a visitor's first calls (decision 0057; the
 * server's side is apps/server/src/http/site-boot.ts): the status and the brand's rules, and on the
 * home page its lists, so a phone draws the page without first waiting a round trip for each.
 * A JSON data block, which the browser never runs (the Content-Security-Policy allows no inline
 * script). Each answer is handed out once, to a call without a session, for the same brand and in
 * the same language as the server made it; anything else goes to the server as usual. The service
 * worker keeps the page without the block (src/pwa/sw.ts), so an answer is never an old one.
 */
/** The data block's id (the server's http/site-boot.ts writes it; the service worker strips it). */
export const BOOT_BLOCK_ID = 'tessera-boot';

interface BootAnswer {
  language: string | null;
  envelope: { success: true; value: unknown };
}

interface BootBlock {
  merchant: string;
  answers: Record<string, BootAnswer>;
}

let block: BootBlock | null | undefined;

function readBlock(): BootBlock | null {
  if (block !== undefined) return block;
  block = null;
  const text = typeof document === 'undefined' ? null : document.getElementById(BOOT_BLOCK_ID)?.textContent;
  if (!text) return block;
  try {
    const parsed = JSON.parse(text) as Partial<BootBlock>;
    if (typeof parsed.merchant === 'string' && parsed.answers && typeof parsed.answers === 'object') {
      block = { merchant: parsed.merchant, answers: parsed.answers };
    }
  } catch {
    // A block that does not parse is no block: every call goes to the server.
  }
  return block;
}

/**
 * The page's answer to `GET url` when the server wrote one for this brand and language (handed
 * out once), else undefined.
 */
export function takeBootAnswer(url: string, merchant: string, language: string | null): unknown {
  const answers = readBlock();
  if (!answers || answers.merchant !== merchant) return undefined;
  const answer = answers.answers[url];
  if (!answer) return undefined;
  delete answers.answers[url];
  if (answer.language !== language || answer.envelope?.success !== true) return undefined;
  return answer.envelope.value;
}
