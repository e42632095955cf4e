import type { ReactNode } from 'react';

/** One button of a table row's actions. */
export interface RowAction {
  label: string;
  onClick: () => void;
  testId: string;
  primary?: boolean;
}

/** A points table row's small buttons (edit, restock, switch; approve, reject), in the console's row-actions markup. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <div className="row-actions">
      {actions.map((action) => (
        <button
          key={action.testId}
          type="button"
          className={action.primary ? 'btn btn--small btn--primary' : 'btn btn--small'}
          onClick={action.onClick}
          data-testid={action.testId}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}

/** A count in a points table's cell (numbers aligned), named for the tests. */
export function CountCell({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <span className="num" data-testid={testId}>
      {children}
    </span>
  );
}
