import type { getChatConversationStaff, StaffChatConversation, ValueOf } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '../../../lib/format';

type Detail = ValueOf<typeof getChatConversationStaff>;

/** Beside the conversation: the member's card (with a link to their page) or the visitor, earlier chats, the rating. */
export function CustomerCard({ detail }: { detail: Detail }) {
  const { t, i18n } = useTranslation();
  const { conversation, member, earlier } = detail;
  return (
    <aside className="chat-card" data-testid="chat-customer">
      <h2 className="chat-card__title">{t('chat.customerTitle')}</h2>
      {member ? (
        <dl className="chat-card__facts">
          <dt>{t('chat.username')}</dt>
          <dd>
            <Link to={`/members/${member.member.id}`} data-testid="chat-member-link">
              {member.member.username}
            </Link>
          </dd>
          {member.member.payeeName && (
            <>
              <dt>{t('chat.realName')}</dt>
              <dd>{member.member.payeeName}</dd>
            </>
          )}
          <dt>{t('chat.status')}</dt>
          <dd>{t(`chat.memberStatus.${member.member.status}`, { defaultValue: member.member.status })}</dd>
          <dt>{t('chat.language')}</dt>
          <dd>{member.member.language}</dd>
          {member.wallets
            .filter((wallet) => wallet.kind === 'MAIN')
            .map((wallet) => (
              <span key={wallet.kind} className="chat-card__pair">
                <dt>{t('chat.balance')}</dt>
                <dd className="num">{formatMoney(wallet.balance, wallet.currency, i18n.language)}</dd>
              </span>
            ))}
          <dt>{t('chat.joined')}</dt>
          <dd>{formatDateTime(member.member.createdAt, i18n.language)}</dd>
        </dl>
      ) : (
        <p className="muted" data-testid="chat-visitor-note">
          {t('chat.visitorNote', { name: conversation.customerName ?? t('chat.visitor') })}
        </p>
      )}
      <Rating conversation={conversation} />
      {earlier.length > 0 && (
        <>
          <h3 className="chat-card__sub">{t('chat.earlier')}</h3>
          <ul className="chat-card__earlier">
            {earlier.map((item) => (
              <li key={item.id}>
                <Link to={`/chat?view=closed&c=${item.id}`}>
                  {formatDateTime(item.openedAt, i18n.language)}
                </Link>
                {item.rating !== null && <span className="chat-stars"> {'★'.repeat(item.rating)}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </aside>
  );
}

function Rating({ conversation }: { conversation: StaffChatConversation }) {
  const { t } = useTranslation();
  if (conversation.status !== 'CLOSED') return null;
  return (
    <div className="chat-card__rating" data-testid="chat-rating-shown">
      <h3 className="chat-card__sub">{t('chat.rating')}</h3>
      {conversation.rating === null ? (
        <p className="muted">{t('chat.notRated')}</p>
      ) : (
        <>
          <p
            className="chat-stars chat-stars--big"
            role="img"
            aria-label={t('chat.ratingIs', { score: conversation.rating })}
          >
            {'★'.repeat(conversation.rating)}
            <span className="chat-stars__off">{'★'.repeat(5 - conversation.rating)}</span>
          </p>
          {conversation.ratingComment && (
            <p data-testid="chat-rating-comment">{conversation.ratingComment}</p>
          )}
        </>
      )}
    </div>
  );
}
