/**
 * The game page's script (plain browser JavaScript, inline): it reads the boot data the simulator
 * wrote into the page, plays a round per click through `POST /api/sessions/:id/play`, turns the
 * wheel, and shows the balance and the calls the round made. It first swaps the one-time token in
 * the address for the session, so a reload keeps the game.
 */
export const PAGE_SCRIPT = `
'use strict';
const boot = JSON.parse(document.getElementById('boot').textContent);
const t = boot.texts;
const locale = boot.lang === 'bn' ? 'bn-BD' : 'en-US';
const $ = (id) => document.getElementById(id);
const fill = (text, values) => text.replace(/\\{(\\w+)\\}/g, (slot, name) => (name in values ? String(values[name]) : slot));
const money = (minor) =>
  (minor / 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) + ' ' + boot.currency;
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const address = new URL(location.href);
if (address.searchParams.has('token')) {
  address.searchParams.delete('token');
  address.searchParams.set('session', boot.session);
  history.replaceState(null, '', address);
}

let turns = 0;
function spinTo(segment) {
  const centre = ((segment + 0.5) * 360) / boot.segments.length;
  turns += 1;
  $('wheel').style.transform = 'rotate(' + (turns * 1440 - centre) + 'deg)';
}

function outcomeText(round) {
  switch (round.outcome) {
    case 'SETTLED':
      return round.win > 0 ? fill(t.won, { amount: money(round.win) }) : t.noWin;
    case 'ROLLED_BACK':
      return t.rolledBack;
    case 'OVERTAKEN':
      return t.overtaken;
    case 'REFUSED':
      return fill(t.refused, { status: round.calls[round.calls.length - 1].status });
    default:
      return t.unsettled;
  }
}

const MAX_ROWS = 60;
function addLog(round) {
  const body = $('log-rows');
  $('log-empty').hidden = true;
  const number = round.roundId.slice(round.roundId.lastIndexOf('-') + 1);
  const rows = round.calls.map((call) => {
    const row = document.createElement('tr');
    const cells = [
      '#' + number,
      call.action,
      call.status,
      call.balance >= 0 ? money(call.balance) : '—',
      call.note ? t['note.' + call.note] : '',
    ];
    cells.forEach((text, i) => {
      const cell = document.createElement('td');
      cell.textContent = text;
      if (i === 2 && call.status !== 'OK') cell.className = 'refused';
      row.appendChild(cell);
    });
    row.title = call.transactionId;
    return row;
  });
  body.prepend(...rows);
  while (body.rows.length > MAX_ROWS) body.deleteRow(body.rows.length - 1);
}

$('play').addEventListener('click', async () => {
  const button = $('play');
  const result = $('result');
  button.disabled = true;
  result.textContent = t.spinning;
  try {
    const response = await fetch('/api/sessions/' + encodeURIComponent(boot.session) + '/play', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ stake: Number($('stake').value) }),
    });
    if (response.status === 404) throw new Error('session');
    if (!response.ok) throw new Error('failed');
    const played = await response.json();
    const round = played.round;
    if (round.segment !== null) spinTo(round.segment);
    if (round.segment !== null && !reducedMotion) await new Promise((done) => setTimeout(done, 1200));
    $('balance').textContent = money(played.balance);
    result.textContent = outcomeText(round);
    addLog(round);
  } catch (error) {
    result.textContent = error.message === 'session' ? t['error.session'] : t.failed;
  } finally {
    button.disabled = false;
  }
});
`;
