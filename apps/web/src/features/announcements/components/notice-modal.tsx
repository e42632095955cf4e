import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { useStore } from '../../../lib/store/create-store';
import { closeNotices, noticesOpenStore } from '../notices-store';
import { NoticeBoard } from './notice-board';

/** The notice popup (spec §2.2): the brand's notices, newest first, 8 a page, one opened at a time. */
export function NoticeModal() {
  const { t } = useTranslation();
  const open = useStore(noticesOpenStore);
  if (!open) return null;
  return (
    <Modal title={t('header_notices')} onClose={closeNotices} className="notices">
      <NoticeBoard />
    </Modal>
  );
}
