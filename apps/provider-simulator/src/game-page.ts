import { PAGE_SCRIPT } from './page-script.js';
import { PAGE_STYLE } from './page-style.js';
import { fill, type PageLanguage, type PageTextKey, pageTexts } from './page-texts.js';
import type { PlaySession } from './sessions.js';
import { WHEEL_RTP_PERCENT, WHEEL_SEGMENTS } from './wheel.js';

/** The stakes the page offers, in minor units. */
export const PAGE_STAKES = [100, 200, 500, 1_000, 5_000];

/** Segment colours by multiplier (a drawing, the same in both schemes). */
const SEGMENT_COLOURS = ['#3b4352', '#2f6f9f', '#2e8b57', '#c08a16', '#b03a5b'];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/gu, (c) => ESCAPES[c]!);

/** Minor units as the page shows them (the demo's currencies have two decimals). */
export function formatMoney(minor: number, currency: string, language: PageLanguage): string {
  const locale = language === 'bn' ? 'bn-BD' : 'en-US';
  const major = (minor / 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${major} ${currency}`;
}

/** The wheel's drawing and the legend's colours, as rules (the page allows no inline style attributes). */
function wheelStyle(): string {
  const step = 360 / WHEEL_SEGMENTS.length;
  const stops = WHEEL_SEGMENTS.map(
    (multiplier, i) => `${SEGMENT_COLOURS[multiplier]} ${i * step}deg ${(i + 1) * step}deg`,
  );
  const chips = SEGMENT_COLOURS.map(
    (colour, multiplier) => `.chip .m${multiplier} { background: ${colour}; }`,
  );
  return `.wheel { background: conic-gradient(${stops.join(', ')}); }\n${chips.join('\n')}`;
}

function shell(input: { language: PageLanguage; title: string; nonce: string; body: string }): string {
  return `<!doctype html>
<html lang="${input.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(input.title)}</title>
<style nonce="${input.nonce}">${PAGE_STYLE}${wheelStyle()}</style>
</head>
<body>
${input.body}
</body>
</html>
`;
}

/** The game: the wheel, the balance, a stake and Play, and the log of the wallet calls. */
export function renderGamePage(session: PlaySession, language: PageLanguage, nonce: string): string {
  const t = pageTexts(language);
  const boot = {
    session: session.id,
    balance: session.balance,
    currency: session.currency,
    lang: language,
    segments: WHEEL_SEGMENTS,
    texts: t,
  };
  // JSON inside <script>: no `<` may close the element early.
  const bootJson = JSON.stringify(boot).replace(/</gu, '\\u003c');
  const title = `${session.vendor} · ${session.gameCode}`;
  const legend = SEGMENT_COLOURS.map(
    (_colour, multiplier) => `<span class="chip"><i class="m${multiplier}"></i>×${multiplier}</span>`,
  ).join('');
  const stakes = PAGE_STAKES.map(
    (stake, i) =>
      `<option value="${stake}"${i === 0 ? ' selected' : ''}>${escapeHtml(formatMoney(stake, session.currency, language))}</option>`,
  ).join('');
  const body = `<main>
<header>
  <span class="badge">${escapeHtml(t.badge)}</span>
  <h1 class="game-name">${escapeHtml(title)}</h1>
</header>
<p class="muted">${escapeHtml(t.intro)}</p>
<section class="panel table">
  <div>
    <div class="wheel-box"><div class="pointer"></div><div class="wheel" id="wheel"></div></div>
    <div class="legend">${legend}</div>
    <p class="muted rtp">${escapeHtml(fill(t.rtp, { rtp: WHEEL_RTP_PERCENT }))}</p>
  </div>
  <div>
    <div class="balance-label">${escapeHtml(t.balance)}</div>
    <div class="balance" id="balance" data-balance="${session.balance}">${escapeHtml(formatMoney(session.balance, session.currency, language))}</div>
    <div class="controls">
      <label>${escapeHtml(t.stake)}<select id="stake">${stakes}</select></label>
      <button type="button" id="play">${escapeHtml(t.play)}</button>
    </div>
    <p class="result" id="result" role="status" aria-live="polite"></p>
  </div>
</section>
<section class="panel">
  <h2>${escapeHtml(t.calls)}</h2>
  <p class="muted" id="log-empty">${escapeHtml(t.noCalls)}</p>
  <div class="log"><table>
    <thead><tr><th>${escapeHtml(t.round)}</th><th>${escapeHtml(t.call)}</th><th>${escapeHtml(t.status)}</th><th>${escapeHtml(t.balance)}</th><th>${escapeHtml(t.note)}</th></tr></thead>
    <tbody id="log-rows"></tbody>
  </table></div>
</section>
</main>
<script type="application/json" id="boot">${bootJson}</script>
<script nonce="${nonce}">${PAGE_SCRIPT}</script>`;
  return shell({ language, title, nonce, body });
}

/** A page that says, in the player's language, why the game did not open. */
export function renderErrorPage(
  language: PageLanguage,
  reason: Extract<PageTextKey, `error.${string}`>,
  nonce: string,
  status = '',
): string {
  const t = pageTexts(language);
  const body = `<main>
<header><span class="badge">${escapeHtml(t.badge)}</span></header>
<section class="panel error" data-reason="${reason}">
  <h1>${escapeHtml(t.errorTitle)}</h1>
  <p>${escapeHtml(fill(t[reason], { status }))}</p>
</section>
</main>`;
  return shell({ language, title: t.errorTitle, nonce, body });
}
