import {
  type FieldRule,
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterSettings,
} from '@tessera/contracts';

/** Test data: every field off unless a test turns it on. */
export function rule(overrides: Partial<FieldRule> = {}): FieldRule {
  return { enabled: true, required: false, minLength: 1, maxLength: 64, patternId: 0, ...overrides };
}

export function settingsWith(
  fields: Partial<Record<RegisterField, FieldRule>>,
  overrides: Partial<Omit<RegisterSettings, 'fields'>> = {},
): RegisterSettings {
  const all = Object.fromEntries(
    REGISTER_FIELDS.map((field) => [field, fields[field] ?? rule({ enabled: false })]),
  );
  return {
    fields: all as RegisterSettings['fields'],
    captcha: false,
    humanCheck: false,
    minimumAge: 0,
    defaultCountryDialingCode: '+880',
    ...overrides,
  };
}
