import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, FacebookIcon, HeadsetIcon, TelegramIcon, WhatsAppIcon } from '../../../components/icons';
import { useUniqueId } from '../../../lib/ids/use-unique-id';
import { ChatUnreadBadge } from '../../chat/components/chat-unread-badge';
import { useSite } from '../../site/use-site';
import { resourceOfType } from '../resources';
import { useCustomerService } from '../use-customer-service';

const SOCIAL = [
  { type: 'WHATSAPP', Icon: WhatsAppIcon },
  { type: 'FACEBOOK', Icon: FacebookIcon },
  { type: 'TELEGRAM', Icon: TelegramIcon },
] as const;

/**
 * The contact button on the inline end (spec §2.5): one button that shows the choices (customer
 * service, then the configured socials) as a disclosure; Escape or a tap elsewhere hides them. Four buttons stacked there covered game controls on a
 * phone; pages with controls down there (games, the lottery) leave it out (route-table `support`).
 */
export function RightBar() {
  const { t } = useTranslation();
  const resources = useSite().info.resources;
  const customerService = useCustomerService();
  const [open, setOpen] = useState(false);
  const menuId = useUniqueId();
  const barRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    barRef.current?.querySelector<HTMLElement>('.right-bar__choice')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!barRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <aside ref={barRef} className="right-bar" aria-label={t('right_bar_label')}>
      {open && (
        <ul id={menuId} className="right-bar__choices" data-testid="support-choices">
          <li>
            <button
              type="button"
              className="right-bar__choice right-bar__choice--cs"
              onClick={() => {
                setOpen(false);
                customerService();
              }}
            >
              <HeadsetIcon />
              <span>{t('customer_service')}</span>
              <ChatUnreadBadge />
            </button>
          </li>
          {SOCIAL.map(({ type, Icon }) => {
            const link = resourceOfType(resources, type);
            if (!link) return null;
            return (
              <li key={type}>
                <a
                  className={`right-bar__choice right-bar__choice--${type.toLowerCase()}`}
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => setOpen(false)}
                >
                  <Icon />
                  <span>{link.labelNameEn}</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
      <button
        ref={toggleRef}
        type="button"
        className="right-bar__button right-bar__button--cs"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((shown) => !shown)}
        aria-label={open ? t('common_close') : t('right_bar_label')}
        title={t('right_bar_label')}
        data-testid="support-toggle"
      >
        {open ? <CloseIcon /> : <HeadsetIcon />}
        {!open && <ChatUnreadBadge className="chat-unread--corner" />}
      </button>
    </aside>
  );
}
