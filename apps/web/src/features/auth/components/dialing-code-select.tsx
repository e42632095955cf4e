import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCountryCodes } from '../../site/api/get-country-codes';

type CountryCode = Awaited<ReturnType<typeof fetchCountryCodes>>[number];

// One list per page: it never changes while the visitor is here.
let countryCodes: Promise<CountryCode[]> | null = null;
function loadCountryCodes(): Promise<CountryCode[]> {
  countryCodes ??= fetchCountryCodes().catch((error: unknown) => {
    countryCodes = null;
    throw error;
  });
  return countryCodes;
}

/** Country dialing code select; until the list loads (or if it cannot) it offers the current code. */
export function DialingCodeSelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  const [codes, setCodes] = useState<CountryCode[] | null>(null);

  useEffect(() => {
    let live = true;
    loadCountryCodes().then(
      (list) => live && setCodes(list),
      () => live && setCodes([]),
    );
    return () => {
      live = false;
    };
  }, []);

  const options = codes && codes.length > 0 ? codes : [{ country: '', name: '', dialingCode: value }];
  const hasValue = options.some((option) => option.dialingCode === value);
  return (
    <select
      className="field__select dialing-code"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-label={t('field_country_code')}
      aria-busy={codes === null}
      data-testid="dialing-code"
    >
      {!hasValue && <option value={value}>{value}</option>}
      {options.map((option) => (
        <option key={`${option.country}${option.dialingCode}`} value={option.dialingCode}>
          {option.country ? `${option.dialingCode} ${option.country}` : option.dialingCode}
        </option>
      ))}
    </select>
  );
}
