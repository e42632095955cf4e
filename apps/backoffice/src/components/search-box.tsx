import { type FormEvent, useEffect, useState } from 'react';
import { Icon } from './icon';

/**
 * A list's search: a box and its button; sending it asks for the trimmed text. The box follows
 * `value` (the search in the address), so Back, Forward and a linked address change it too.
 * Test ids: `<testId>` (the form) and `<testId>-submit`.
 */
export function SearchBox(props: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder: string;
  submitLabel: string;
  maxLength: number;
  testId: string;
  className?: string;
  primary?: boolean;
}) {
  const [text, setText] = useState(props.value);
  useEffect(() => setText(props.value), [props.value]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch(text.trim());
  };
  const id = `${props.testId}-q`;
  return (
    <search className={props.className}>
      <form className="search-bar" onSubmit={search} data-testid={props.testId}>
        <label className="visually-hidden" htmlFor={id}>
          {props.label}
        </label>
        <span className="search-bar__box">
          <Icon name="search" size={16} />
          <input
            id={id}
            name="q"
            type="search"
            autoComplete="off"
            maxLength={props.maxLength}
            placeholder={props.placeholder}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </span>
        <button
          type="submit"
          className={props.primary ? 'btn btn--primary' : 'btn'}
          data-testid={`${props.testId}-submit`}
        >
          {props.submitLabel}
        </button>
      </form>
    </search>
  );
}
