import type { Language } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '../../../components/icons';
import { useStore } from '../../../lib/store/create-store';
import { chooseLanguage, languageStore, pendingLanguageStore } from '../../site/language';
import { useSite } from '../../site/use-site';

/** Language names as their speakers write them, so a visitor finds their own in any UI language. */
const NATIVE_NAMES: Partial<Record<Language, string>> = {
  EN: 'English',
  BN: 'বাংলা',
  CN: '简体中文',
  TW: '繁體中文',
  JA: '日本語',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
  KO: '한국어',
  HI: 'हिन्दी',
  ID: 'Bahasa Indonesia',
  MS: 'Bahasa Melayu',
  PT: 'Português',
  'PT-BR': 'Português (Brasil)',
  ES: 'Español',
  AR: 'العربية',
  FA: 'فارسی',
  UR: 'اردو',
  TR: 'Türkçe',
  RU: 'Русский',
  FR: 'Français',
  TA: 'தமிழ்',
  TE: 'తెలుగు',
  NE: 'नेपाली',
  KM: 'ខ្មែរ',
  LO: 'ລາວ',
  MY: 'မြန်မာ',
  KK: 'Қазақ',
  UZ: 'Oʻzbek',
  SW: 'Kiswahili',
};

export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const languages = useSite().info.brand.languages;
  const current = useStore(languageStore);
  // The chosen language's strings are on their way: the choice shows at once, the globe spins.
  const pending = useStore(pendingLanguageStore);
  if (languages.length < 2 || !current) return null;
  return (
    <label className={`language-select ${pending ? 'is-loading' : ''} ${className ?? ''}`}>
      <GlobeIcon className="language-select__icon" />
      <span className="visually-hidden">{t('header_language')}</span>
      <select
        value={pending ?? current}
        aria-busy={pending ? true : undefined}
        onChange={(event) => void chooseLanguage(event.target.value as Language)}
        data-testid="language-select"
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language.toLowerCase()}>
            {NATIVE_NAMES[language] ?? language}
          </option>
        ))}
      </select>
    </label>
  );
}
