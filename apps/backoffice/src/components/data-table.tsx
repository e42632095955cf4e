import {
  type ColumnDef,
  createColumnHelper,
  type RowData,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { EmptyState, ErrorPanel, SkeletonRows } from './list-state';

/**
 * Every list of the console: TanStack Table (headless, decision 0029) for the column model, our
 * own markup and CSS. Paging, filters and sorting are the server's: the table shows one page.
 * On a phone each row becomes a card of "label: value" lines (the header text is the label).
 */
const features = tableFeatures({});
type Features = typeof features;

// biome-ignore lint/suspicious/noExplicitAny: a column's value type differs per column.
export type Column<Row extends RowData> = ColumnDef<Features, Row, any>;
export const columnHelper = <Row extends RowData>() => createColumnHelper<Features, Row>();

interface DataTableProps<Row extends RowData> {
  columns: Column<Row>[];
  rows: Row[] | null;
  rowId: (row: Row) => string;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  emptyTitle: string;
  emptyText?: string;
  /** Below the table: the pager. */
  footer?: ReactNode;
  /**
   * A row that opens something (a member's page): the whole row answers a click; the row should
   * also hold a real link for the keyboard and for opening in a new tab.
   */
  onRowClick?: (row: Row) => void;
  /** A class for a row (a linked-to row marked). */
  rowClass?: (row: Row) => string | undefined;
  testId?: string;
}

const NO_ROWS: never[] = [];

export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const table = useTable({
    features,
    columns: props.columns,
    data: props.rows ?? (NO_ROWS as Row[]),
    getRowId: props.rowId,
  });
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const labelOf = (id: string) => {
    const header = headers.find((h) => h.column.id === id)?.column.columnDef.header;
    return typeof header === 'string' ? header : '';
  };
  const firstLoad = props.rows === null && props.loading;
  if (props.error && props.rows === null) return <ErrorPanel error={props.error} onRetry={props.onRetry} />;
  return (
    <div className="table-card" data-testid={props.testId}>
      {props.error !== null && props.rows !== null && (
        <ErrorPanel error={props.error} onRetry={props.onRetry} />
      )}
      <div
        className={`table-scroll${props.loading && !firstLoad ? ' is-reloading' : ''}`}
        aria-busy={props.loading}
      >
        <table className="table">
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header.id} className={`col-${header.column.id}`} scope="col">
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          </thead>
          {firstLoad ? (
            <SkeletonRows columns={headers.length} />
          ) : (
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  data-testid="row"
                  data-id={row.id}
                  className={
                    [props.onRowClick ? 'is-clickable' : '', props.rowClass?.(row.original) ?? '']
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                  onClick={
                    props.onRowClick
                      ? (event) => {
                          // A link or button inside the row does its own thing.
                          if ((event.target as Element).closest('a, button, input, select, textarea')) return;
                          props.onRowClick?.(row.original);
                        }
                      : undefined
                  }
                >
                  {row.getAllCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={`col-${cell.column.id}`}
                      data-label={labelOf(cell.column.id)}
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          )}
        </table>
      </div>
      {!firstLoad && props.rows?.length === 0 && (
        <EmptyState title={props.emptyTitle} text={props.emptyText} />
      )}
      {props.footer}
    </div>
  );
}
