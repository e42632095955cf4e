/**
 * The game page's styles: dark by default, light when the browser asks for it. The page belongs
 * to the (simulated) vendor, not to the casino's site, so it carries its own palette.
 */
export const PAGE_STYLE = `
:root { color-scheme: dark light; --bg: #12141a; --panel: #1c2029; --text: #e9ecf2; --muted: #a3acbd;
  --border: #2f3543; --accent: #f0b429; --accent-text: #12141a; --bad: #ff8a80; }
@media (prefers-color-scheme: light) {
  :root { --bg: #f4f5f7; --panel: #ffffff; --text: #1a1d24; --muted: #566074; --border: #d5d9e1;
    --accent: #b7791f; --accent-text: #ffffff; --bad: #b3261e; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); line-height: 1.45;
  font: 15px/1.45 system-ui, -apple-system, "Segoe UI", "Noto Sans Bengali", sans-serif; }
main { max-width: 760px; margin: 0 auto; padding: 16px; display: grid; gap: 16px; }
header { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
.badge { background: var(--accent); color: var(--accent-text); font-weight: 700; border-radius: 999px;
  padding: 4px 12px; font-size: 13px; letter-spacing: .02em; }
.game-name { font-weight: 600; }
.muted { color: var(--muted); font-size: 13px; }
.panel { background: var(--panel); border: 1px solid var(--border); border-radius: 12px; padding: 16px; }
.table { display: grid; grid-template-columns: minmax(200px, 260px) 1fr; gap: 20px; align-items: center; }
@media (max-width: 560px) { .table { grid-template-columns: 1fr; justify-items: center; } }
.wheel-box { position: relative; width: 220px; height: 220px; margin: 8px auto 0; }
.pointer { position: absolute; top: -10px; left: 50%; transform: translateX(-50%); width: 0; height: 0;
  border-left: 10px solid transparent; border-right: 10px solid transparent; border-top: 18px solid var(--text);
  z-index: 1; }
.wheel { width: 100%; height: 100%; border-radius: 50%; border: 4px solid var(--border);
  transition: transform 1.2s cubic-bezier(.2, .8, .2, 1); }
@media (prefers-reduced-motion: reduce) { .wheel { transition: none; } }
.legend { display: flex; flex-wrap: wrap; gap: 6px; justify-content: center; margin-top: 12px; }
.chip { display: inline-flex; align-items: center; gap: 4px; font-size: 12px; color: var(--muted); }
.rtp { text-align: center; }
.chip i { width: 12px; height: 12px; border-radius: 3px; display: inline-block; }
.balance-label { color: var(--muted); font-size: 13px; }
.balance { font-size: 28px; font-weight: 700; font-variant-numeric: tabular-nums; }
.controls { display: flex; flex-wrap: wrap; gap: 10px; align-items: end; margin-top: 12px; }
label { display: grid; gap: 4px; font-size: 13px; color: var(--muted); }
select, button { font: inherit; border-radius: 8px; min-height: 40px; }
select { background: var(--bg); color: var(--text); border: 1px solid var(--border); padding: 0 10px; }
button { background: var(--accent); color: var(--accent-text); border: 0; padding: 0 28px; font-weight: 700;
  cursor: pointer; }
button:disabled { opacity: .6; cursor: progress; }
button:focus-visible, select:focus-visible { outline: 2px solid var(--text); outline-offset: 2px; }
.result { min-height: 1.45em; margin: 12px 0 0; font-weight: 600; }
h1 { font-size: 20px; margin: 0; }
h2 { font-size: 15px; margin: 0 0 8px; }
.log { overflow-x: auto; }
table { width: 100%; border-collapse: collapse; font-size: 13px; font-variant-numeric: tabular-nums; }
th, td { text-align: start; padding: 5px 8px; border-bottom: 1px solid var(--border); white-space: nowrap; }
th { color: var(--muted); font-weight: 600; }
td.refused { color: var(--bad); }
.error { text-align: center; padding: 40px 16px; }
.error p { margin: 12px 0 0; }
`;
