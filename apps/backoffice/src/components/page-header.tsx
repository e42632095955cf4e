import type { ReactNode } from 'react';

export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div>
        <h1>{title}</h1>
        {subtitle && <p className="page-header__sub">{subtitle}</p>}
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}

/** The filter bar above a list: segmented buttons or selects, wrapping on a phone. */
export function FilterBar({ children }: { children: ReactNode }) {
  return <div className="filter-bar">{children}</div>;
}

/** One choice of a few: each a button, the chosen one pressed (a link-able state kept in the URL). */
export function Segmented<V extends string>(props: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  testId?: string;
}) {
  return (
    <fieldset className="segmented" data-testid={props.testId}>
      <legend className="visually-hidden">{props.label}</legend>
      {props.options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === props.value}
          onClick={() => props.onChange(option.value)}
          data-value={option.value}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
