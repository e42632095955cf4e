import { CHAT_LIMITS } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rateChat } from '../chat-session';

/** The end of a conversation: 1–5 stars and an optional comment, asked once. */
export function ChatRating({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  return (
    <form
      className="chat-rating"
      data-testid="chat-rating"
      onSubmit={(event) => {
        event.preventDefault();
        if (score > 0) void rateChat(score, comment);
      }}
    >
      <fieldset className="chat-rating__stars">
        <legend>{t('chat_rate_title')}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className={`chat-star ${value <= score ? 'chat-star--on' : ''}`}>
            <input
              type="radio"
              name="score"
              value={value}
              checked={score === value}
              onChange={() => setScore(value)}
              data-testid={`chat-star-${value}`}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('chat_stars', { value })}</span>
          </label>
        ))}
      </fieldset>
      <textarea
        className="chat-rating__comment"
        rows={2}
        value={comment}
        maxLength={CHAT_LIMITS.comment}
        placeholder={t('chat_rate_comment')}
        aria-label={t('chat_rate_comment')}
        onChange={(event) => setComment(event.target.value)}
        data-testid="chat-rate-comment"
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={busy || score === 0}
        data-testid="chat-rate-submit"
      >
        {t('chat_rate_send')}
      </button>
    </form>
  );
}
