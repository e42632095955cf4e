import { useTranslation } from 'react-i18next';

export function Spinner({ size = 'medium', label }: { size?: 'small' | 'medium' | 'large'; label?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`spinner spinner--${size}`} role="status" aria-label={label ?? t('common_loading')}>
      <span className="spinner__ring" aria-hidden="true" />
    </span>
  );
}
