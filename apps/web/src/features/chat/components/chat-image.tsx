import type { ChatAttachment } from '@tessera/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WarningIcon } from '../../../components/icons';
import { fetchChatImage } from '../api/customer-chat';
import { storedVisitor } from '../chat-visitor';

/** Images already fetched this page, by attachment id (a message list re-rendering asks once). */
const cache = new Map<string, Promise<string>>();

function imageUrl(id: string, visitor: string | undefined): Promise<string> {
  let request = cache.get(id);
  if (!request) {
    request = fetchChatImage(visitor, id).then((file) => file.dataUrl);
    request.catch(() => cache.delete(id));
    cache.set(id, request);
  }
  return request;
}

/** An attachment of the conversation, fetched through the chat's own call (a visitor's too). */
export function ChatImage({ attachment, member }: { attachment: ChatAttachment; member: boolean }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    imageUrl(attachment.id, member ? undefined : (storedVisitor() ?? undefined))
      .then((url) => live && setSrc(url))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [attachment.id, member]);
  if (failed) {
    return (
      <span className="chat-image chat-image--failed" role="img" aria-label={t('chat_image_failed')}>
        <WarningIcon /> {t('chat_image_failed')}
      </span>
    );
  }
  if (!src)
    return (
      <span className="chat-image chat-image--loading shimmer" role="img" aria-label={t('common_loading')} />
    );
  return (
    <span className="chat-image" data-testid="chat-image">
      <img src={src} alt={t('chat_image_alt')} />
    </span>
  );
}
