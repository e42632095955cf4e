import { TextField } from '../../../components/text-field';
import { SearchIcon } from '../../security/components/security-icons';

/** A search by a team member's account: the reports' member filter, the downline list's prefix. */
export function AccountSearch({
  label,
  value,
  onChange,
  name = 'account',
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  placeholder?: string;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      maxLength={64}
      name={name}
      type="search"
      autoComplete="off"
      spellCheck={false}
      leading={
        <span className="downline-picker__glyph" aria-hidden="true">
          <SearchIcon />
        </span>
      }
    />
  );
}
