import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/icons';
import { useUniqueId } from '../../../lib/ids/use-unique-id';
import { SearchIcon } from './games-icons';

/** The name search field: a visible label for screen readers, a clear button once typed in. */
export function SearchBox({
  value,
  onChange,
  label,
  className,
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  className?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const id = useUniqueId();
  return (
    <search className={`games-search ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <SearchIcon className="games-search__icon" />
      <input
        id={id}
        type="search"
        className="games-search__input"
        value={value}
        placeholder={label}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        // biome-ignore lint/a11y/noAutofocus: the search the person just asked to open
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value)}
        data-testid="games-search"
      />
      {value !== '' && (
        <button
          type="button"
          className="games-search__clear"
          onClick={() => onChange('')}
          aria-label={t('games_search_clear')}
        >
          <CloseIcon />
        </button>
      )}
    </search>
  );
}
