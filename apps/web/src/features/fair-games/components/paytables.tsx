import {
  KENO_PAYTABLE,
  PLINKO_RISKS,
  PLINKO_ROWS,
  type PlinkoRows,
  plinkoPaytable,
  SLOT_LINES,
  SLOT_PAYS,
  SLOT_SYMBOLS,
} from '@tessera/fair';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bucketText } from '../outcome-display';
import { Segmented } from './segmented';
import { SlotSymbolGlyph } from './slot-symbols';

/** The slot's pays per symbol for 3, 4 and 5 of a kind (in line bets), and its twenty lines. */
export function SlotPaytable() {
  const { t } = useTranslation();
  return (
    <div className="paytable">
      <table className="paytable__table" data-testid="slot-paytable">
        <thead>
          <tr>
            <th scope="col">{t('seamless_paytable_symbol')}</th>
            {[3, 4, 5].map((count) => (
              <th key={count} scope="col">
                {t('seamless_paytable_of_a_kind', { count })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SLOT_SYMBOLS.map((symbol) => (
            <tr key={symbol}>
              <th scope="row" className="paytable__symbol">
                <SlotSymbolGlyph symbol={symbol} />
                <span>{t(`seamless_symbol_${symbol.toLowerCase()}`)}</span>
              </th>
              {SLOT_PAYS[symbol].map((pay, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the three counts are fixed columns
                <td key={index}>{pay}×</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="field__hint">{t('seamless_paytable_slot_note')}</p>
      <h3 className="paytable__subtitle">{t('seamless_paytable_lines')}</h3>
      <ol className="slot-line-list" dir="ltr">
        {SLOT_LINES.map((rows, line) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the twenty lines are fixed
          <li key={line} className="slot-line-list__item">
            <svg viewBox="0 0 5 3" aria-hidden="true">
              {Array.from({ length: 15 }, (_, cell) => {
                const reel = cell % 5;
                const row = Math.floor(cell / 5);
                return (
                  <rect
                    key={`${reel}:${row}`}
                    className={rows[reel] === row ? 'is-on' : ''}
                    x={reel + 0.1}
                    y={row + 0.1}
                    width="0.8"
                    height="0.8"
                    rx="0.15"
                  />
                );
              })}
            </svg>
            <span>{line + 1}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Keno pays by picks (rows) and hits (columns), as multiples of the stake. */
export function KenoFullPaytable() {
  const { t } = useTranslation();
  return (
    <div className="paytable paytable--scroll">
      <table className="paytable__table paytable__table--dense" dir="ltr">
        <thead>
          <tr>
            <th scope="col">{t('seamless_paytable_picks_hits')}</th>
            {Array.from({ length: 11 }, (_, hits) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one column per hit count, fixed
              <th key={hits} scope="col">
                {hits}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {KENO_PAYTABLE.slice(1).map((row, index) => (
            <tr key={row.length}>
              <th scope="row">{index + 1}</th>
              {Array.from({ length: 11 }, (_, hits) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one column per hit count, fixed
                <td key={hits} className={(row[hits] ?? 0) > 0 ? 'is-paying' : ''}>
                  {hits < row.length ? bucketText(row[hits]!) : ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Plinko's buckets per risk for the chosen number of rows. */
export function PlinkoPaytables() {
  const { t } = useTranslation();
  const [rows, setRows] = useState<PlinkoRows>(12);
  return (
    <div className="paytable">
      <Segmented
        label={t('seamless_plinko_rows')}
        options={PLINKO_ROWS.map((value) => ({ value, label: String(value) }))}
        value={rows}
        onChange={setRows}
      />
      <div className="paytable--scroll">
        <table className="paytable__table paytable__table--dense" dir="ltr">
          <tbody>
            {PLINKO_RISKS.map((risk) => (
              <tr key={risk}>
                <th scope="row">{t(`seamless_risk_${risk}`)}</th>
                {plinkoPaytable({ rows, risk }).map((pay, bucket) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: buckets are fixed positions
                  <td key={bucket}>{bucketText(pay)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
