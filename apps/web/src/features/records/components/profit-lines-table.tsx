import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { profitTone } from '../record-labels';

/** A money column: its heading and its text for a line; the profit column is coloured by its sign. */
export interface LineColumn<L> {
  label: string;
  value: (line: L) => string;
  profit?: boolean;
}

/**
 * Lines of figures with a totals row (the profit and loss by category, an agent's statements by
 * member). Each cell names its column, so a narrow screen can show the rows as labelled cards.
 */
export function ProfitLinesTable<L extends { profit: number }, R extends L>(props: {
  testId: string;
  className?: string;
  firstColumn: string;
  columns: LineColumn<L>[];
  rows: R[];
  rowKey: (row: R) => string;
  rowHead: (row: R) => ReactNode;
  rowTestId: string;
  rowData?: (row: R) => Record<`data-${string}`, string>;
  totals: L;
  totalsTestId: string;
}) {
  const { t } = useTranslation();
  const cells = (line: L) =>
    props.columns.map((column) => {
      const tone = column.profit ? `profit-table__profit ${profitTone(line.profit)}` : '';
      return (
        <td key={column.label} data-label={column.label} className={`records__num ${tone}`}>
          {column.value(line)}
        </td>
      );
    });
  return (
    <div className="profit-table__wrap">
      <table className={`profit-table ${props.className ?? ''}`} data-testid={props.testId}>
        <thead>
          <tr>
            <th scope="col">{props.firstColumn}</th>
            {props.columns.map((column) => (
              <th key={column.label} scope="col" className="records__num">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={props.rowKey(row)} data-testid={props.rowTestId} {...props.rowData?.(row)}>
              <th scope="row">{props.rowHead(row)}</th>
              {cells(row)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid={props.totalsTestId}>
            <th scope="row">{t('records_total')}</th>
            {cells(props.totals)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
