import type { BankCardView, Profile } from '@tessera/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { Skeleton } from '../../../components/skeleton';
import { isApiError } from '../../../lib/api/api-error';
import { fetchBankCards } from '../api/get-bank-cards';
import { BankCardForm } from './bank-card-form';
import { CardIcon, PlusIcon } from './security-icons';
import { FormOutcome, type Outcome, SecuritySection } from './security-section';

type Cards =
  | { phase: 'loading' }
  | { phase: 'ready'; list: BankCardView[]; max: number }
  | { phase: 'failed'; error: unknown };

/** Bound bank cards (numbers masked) and the form to bind another, up to the brand's limit. */
export function BankCardsSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [cards, setCards] = useState<Cards>({ phase: 'loading' });
  const [adding, setAdding] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const load = useCallback(() => {
    setCards({ phase: 'loading' });
    fetchBankCards().then(
      (value) => setCards({ phase: 'ready', ...value }),
      (error: unknown) => setCards({ phase: 'failed', error }),
    );
  }, []);
  useEffect(load, [load]);

  const count = cards.phase === 'ready' ? cards.list.length : 0;
  const full = cards.phase === 'ready' && count >= cards.max;

  return (
    <SecuritySection
      icon={<CardIcon />}
      title={t('sec_cards_title')}
      summary={
        cards.phase === 'ready' ? t('sec_cards_count', { count, max: cards.max }) : t('sec_cards_summary')
      }
      done={cards.phase === 'ready' ? count > 0 : undefined}
      status={count > 0 ? t('sec_status_done') : t('sec_status_not_bound')}
      testId="sec-cards"
    >
      {cards.phase === 'loading' && <Skeleton lines={2} />}
      {cards.phase === 'failed' && (
        <ErrorPanel
          message={isApiError(cards.error) ? cards.error.message : t('common_load_failed')}
          onRetry={load}
        />
      )}
      {cards.phase === 'ready' && (
        <>
          {cards.list.length === 0 ? (
            <p className="sec-empty" data-testid="sec-cards-empty">
              {t('sec_cards_empty')}
            </p>
          ) : (
            <ul className="bank-cards" data-testid="sec-cards-list">
              {cards.list.map((card) => (
                <li key={card.id} className="bank-card">
                  <span className="bank-card__bank">{card.bankName}</span>
                  <span className="bank-card__number" dir="ltr">
                    {groupDigits(card.cardNumber)}
                  </span>
                  <span className="bank-card__holder">{card.holderName}</span>
                  {card.branch && <span className="bank-card__branch">{card.branch}</span>}
                </li>
              ))}
            </ul>
          )}
          <FormOutcome outcome={outcome} />
          {adding ? (
            <BankCardForm
              profile={profile}
              onCancel={() => setAdding(false)}
              onBound={(card) => {
                setCards({ ...cards, list: [...cards.list, card] });
                setAdding(false);
                setOutcome({ tone: 'success', text: t('sec_card_bound') });
              }}
            />
          ) : full ? (
            <p className="form-note">{t('sec_cards_full', { max: cards.max })}</p>
          ) : (
            <button
              type="button"
              className="button button--outline button--small"
              onClick={() => {
                setAdding(true);
                setOutcome(null);
              }}
              data-testid="sec-card-add"
            >
              <PlusIcon />
              {t('sec_card_add')}
            </button>
          )}
        </>
      )}
    </SecuritySection>
  );
}

/** `************1234` → `**** **** **** 1234`, read like a card. */
function groupDigits(masked: string): string {
  return masked.replace(/(.{4})(?=.)/gu, '$1 ');
}
