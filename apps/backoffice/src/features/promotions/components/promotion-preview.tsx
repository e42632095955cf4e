import type { Language, PromotionCard, PromotionInput } from '@tessera/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Segmented } from '../../../components/page-header';
import { postPromotionPreview } from '../api/post-promotion-preview';
import { PromotionCardView } from './promotion-card';

/** How long the form must rest before the server is asked for the card again. */
export const PREVIEW_DELAY_MS = 400;

type PreviewState =
  | { status: 'idle' | 'loading'; card: PromotionCard | null; error: null }
  | { status: 'ready'; card: PromotionCard; error: null }
  | { status: 'error'; card: PromotionCard | null; error: string };

/**
 * The card members would see for the form as it stands, drawn by the server (`previewPromotion`:
 * the same rules and words as the member site) in the chosen language, asked again a moment
 * after the last change. While the form has fields that cannot be sent it waits; the last card
 * stays on screen, dimmed, until the next one comes.
 */
export function PromotionPreview(props: {
  body: PromotionInput;
  ready: boolean;
  /** The role may write promotions (the preview call is theirs). */
  allowed: boolean;
  languages: readonly string[];
  currency: string;
  scale: number;
}) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState(props.languages[0] ?? 'EN');
  const [state, setState] = useState<PreviewState>({ status: 'idle', card: null, error: null });
  /** The language the card on screen was drawn in (the next may be on its way). */
  const [cardLanguage, setCardLanguage] = useState(language);
  const request = JSON.stringify(props.body);

  useEffect(() => {
    if (!props.allowed || !props.ready) return;
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', card: s.card, error: null }));
    const timer = setTimeout(() => {
      postPromotionPreview(
        JSON.parse(request) as PromotionInput,
        language as Language,
        controller.signal,
      ).then(
        (card) => {
          if (controller.signal.aborted) return;
          setState({ status: 'ready', card, error: null });
          setCardLanguage(language);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const message = error instanceof Error ? error.message : t('common.errorUnknown');
          setState((s) => ({ status: 'error', card: s.card, error: message }));
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [request, language, props.allowed, props.ready, t]);

  return (
    <section
      className="preview promo-preview"
      aria-label={t('promotions.preview')}
      aria-busy={state.status === 'loading'}
      data-testid="promotion-preview"
      data-status={props.ready ? state.status : 'waiting'}
    >
      <div className="promo-preview__head">
        <p className="preview__label">{t('promotions.preview')}</p>
        <Segmented
          label={t('promotions.previewLanguage')}
          value={language}
          options={props.languages.map((l) => ({ value: l, label: l }))}
          onChange={setLanguage}
          testId="preview-language"
        />
      </div>
      {!props.allowed ? (
        <p className="form-note">{t('promotions.previewNotAllowed')}</p>
      ) : (
        <>
          {!props.ready && <p className="form-note">{t('promotions.previewWaiting')}</p>}
          {state.status === 'error' && (
            <p className="form-error" role="alert" data-testid="preview-error">
              {state.error}
            </p>
          )}
          <div
            className={`promo-preview__frame${state.status === 'loading' || !props.ready ? ' is-stale' : ''}`}
          >
            {state.card ? (
              <PromotionCardView
                card={state.card}
                language={cardLanguage}
                currency={props.currency}
                scale={props.scale}
              />
            ) : (
              <p className="muted promo-preview__empty">
                {state.status === 'loading' ? t('common.loading') : t('promotions.previewEmpty')}
              </p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
