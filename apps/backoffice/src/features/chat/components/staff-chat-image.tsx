import type { ChatAttachment } from '@tessera/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchStaffImage } from '../api/chat-console';

/** An attachment, fetched through the console's image call (the bytes the server checked). */
export function StaffChatImage({ attachment }: { attachment: ChatAttachment }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fetchStaffImage(attachment.id).then(
      (file) => live && setSrc(file.dataUrl),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attachment.id]);
  if (failed) return <span className="muted small">{t('chat.imageFailed')}</span>;
  if (!src) return <span className="chat-img chat-img--loading skeleton" />;
  return (
    <span className="chat-img" data-testid="staff-chat-image">
      <img src={src} alt={t('chat.imageAlt')} />
    </span>
  );
}
