import { useTranslation } from 'react-i18next';
import { showAlert } from '../../components/dialog-store';
import { type ChatLaunch, chatLaunchStore, openChatPanel, prefetchChatLaunch } from '../chat/chat-launch';
import { useSite } from '../site/use-site';
import { openCustomerService, openServicePopup, socialLinks } from './resources';

/**
 * Customer service (spec §2.5): where CBS_launchChat leads. The brand's built-in chat opens the
 * site's own chat panel (decision 0051); an external chat link opens in the 440 × 750 popup. Until
 * the answer is known (or when the chat module is off) the brand's first customer-service link
 * does; a brand without any gets the contact channels it does have (WhatsApp, Telegram, …), or
 * plainly that there are none.
 */
export function useCustomerService(): () => void {
  const { t } = useTranslation();
  const resources = useSite().info.resources;
  const fallback = () => {
    if (openCustomerService(resources)) return;
    const channels = socialLinks(resources).map((link) => link.labelNameEn);
    void showAlert({
      title: t('customer_service'),
      message:
        channels.length > 0
          ? t('customer_service_channels', { channels: channels.join(', ') })
          : t('customer_service_missing'),
      confirmLabel: t('common_ok'),
      tone: 'info',
    });
  };
  const follow = (launch: ChatLaunch | null) => {
    if (launch?.model === 'BUILT_IN') openChatPanel();
    else if (launch?.model === 'EXTERNAL' && launch.chatUrl) openServicePopup(launch.chatUrl);
    else fallback();
  };
  return () => {
    const launch = chatLaunchStore.get();
    // Asked when the site started; a tap before the answer waits for it.
    if (launch) follow(launch);
    else void prefetchChatLaunch().then(() => follow(chatLaunchStore.get()));
  };
}
