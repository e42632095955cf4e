import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { useStore } from '../../lib/store/create-store';
import { useSession } from '../session/use-session';
import { CentreLayout, type CentreMenu } from './centre-layout';
import { CountBadge } from './count-badge';
import { memberCentreUrl } from './member-centre-address';
import { forgetFailedPages, MemberCentrePageView } from './member-centre-pages';
import { MEMBER_CENTRE_PAGES, type MemberCentrePage, memberCentreStore } from './member-centre-store';
import { PAGE_META } from './page-meta';

/**
 * The member centre (spec §2.2, §2.3): the menu of its 13 pages beside the open page. On narrow
 * screens the menu folds into one button naming the open page. Members only: it closes by itself
 * when the session ends or turns out to be a trial one.
 */
export function MemberCentreModal() {
  const page = useStore(memberCentreStore);
  const { member, isTrial, state } = useSession();
  const allowed = member !== null && !isTrial;
  const restoring = state.phase === 'restoring';

  useEffect(() => {
    if (page && !allowed && !restoring) memberCentreStore.set(null);
  }, [page, allowed, restoring]);

  if (!page || !allowed) return null;
  return <MemberCentre page={page} />;
}

function MemberCentre({ page }: { page: MemberCentrePage }) {
  const { t } = useTranslation();
  const menu: CentreMenu<MemberCentrePage> = {
    pages: MEMBER_CENTRE_PAGES,
    meta: PAGE_META,
    title: t('side_member_centre'),
    testId: 'member-centre',
    idPrefix: 'mc',
    badge: (item) => <CountBadge page={item} />,
  };

  return (
    <Modal
      title={t('side_member_centre')}
      onClose={() => memberCentreStore.set(null)}
      className="member-centre centre-modal"
      historyUrl={memberCentreUrl(window.location.href, page)}
    >
      <CentreLayout
        menu={menu}
        page={page}
        onSelect={(item) => memberCentreStore.set(item)}
        renderPage={(item) => <MemberCentrePageView page={item} />}
        onRetry={forgetFailedPages}
      />
    </Modal>
  );
}
