import { useTranslation } from 'react-i18next';
import { NotOpenPanel } from '../../components/not-open-panel';

/** Member-centre page (spec §2.3): placeholder until its feature lands. */
export function WithdrawPage() {
  const { t } = useTranslation();
  return <NotOpenPanel title={t('account_not_open_title')} />;
}
