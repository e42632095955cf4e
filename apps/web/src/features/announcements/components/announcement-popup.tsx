import type { PopupItem } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { isBuiltMemberCentrePage } from '../../member-centre/member-centre-pages';
import { useOpenMemberCentre } from '../../member-centre/use-open-member-centre';
import { ChevronLeftIcon, ChevronRightIcon } from '../../wallet/components/wallet-icons';
import { isSafeUrl, linkTargetOf } from '../link-target';
import { useSwipe } from '../use-swipe';
import { AnnouncementLink } from './announcement-link';
import { RichText } from './rich-text';

/**
 * The announcement popup (spec §2.2): swipeable slides of HTML, with "go to promotion" (the reward
 * centre) on a slide that names a promotion. Closing it, or following a slide, closes it for the
 * session.
 */
export function AnnouncementPopup({ slides, onClose }: { slides: PopupItem[]; onClose: () => void }) {
  const { t } = useTranslation();
  const openMemberCentre = useOpenMemberCentre();
  const [index, setIndex] = useState(0);
  const last = slides.length - 1;
  const go = (to: number) => setIndex(Math.min(Math.max(to, 0), last));
  const swipe = useSwipe(slides.length > 1, (step) => go(index + step));
  const slide = slides[Math.min(index, last)]!;

  return (
    <Modal title={t('notices_popup_title')} onClose={onClose} className="announcement-popup">
      <div
        className="announcement-popup__stage"
        onKeyDown={(event) => {
          if (event.key === 'ArrowLeft') go(index - 1);
          else if (event.key === 'ArrowRight') go(index + 1);
        }}
        data-testid="announcement-popup"
        {...swipe.handlers}
      >
        <div
          className="announcement-popup__track"
          dir="ltr"
          style={{
            transform: `translate3d(calc(${-index * 100}% + ${swipe.offset}px), 0, 0)`,
            transition: swipe.offset === 0 ? undefined : 'none',
          }}
        >
          {slides.map((item, position) => (
            <article
              key={item.id}
              className="announcement-popup__slide"
              aria-roledescription="slide"
              aria-label={t('notices_banner_of', { index: position + 1, count: slides.length })}
              aria-hidden={position !== index || undefined}
              inert={position !== index}
              data-testid="popup-slide"
            >
              {item.imageUrl && isSafeUrl(item.imageUrl) && (
                <AnnouncementLink
                  target={linkTargetOf(item)}
                  className="announcement-popup__image-link"
                  label={item.title || undefined}
                  onFollow={onClose}
                >
                  <img className="announcement-popup__image" src={item.imageUrl} alt="" draggable={false} />
                </AnnouncementLink>
              )}
              <RichText html={item.content} className="announcement-popup__content" />
            </article>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <div className="announcement-popup__nav">
          <button
            type="button"
            className="icon-button"
            onClick={() => go(index - 1)}
            disabled={index === 0}
            aria-label={t('notices_banner_previous')}
          >
            <ChevronLeftIcon />
          </button>
          <div className="announcement-popup__dots">
            {slides.map((item, position) => (
              <button
                key={item.id}
                type="button"
                className="banner-carousel__dot"
                aria-label={t('notices_banner_go', { index: position + 1 })}
                aria-current={position === index || undefined}
                onClick={() => go(position)}
              />
            ))}
          </div>
          <button
            type="button"
            className="icon-button"
            onClick={() => go(index + 1)}
            disabled={index === last}
            aria-label={t('notices_banner_next')}
            data-testid="popup-next"
          >
            <ChevronRightIcon />
          </button>
        </div>
      )}
      <div className="announcement-popup__actions">
        {/* The reward centre is where a promotion is claimed: no button while it is not built. */}
        {slide.promotionType && isBuiltMemberCentrePage('rewardCenter') && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              onClose();
              openMemberCentre('rewardCenter');
            }}
            data-testid="popup-promotion"
          >
            {t('notices_go_promotion')}
          </button>
        )}
        <button
          type="button"
          className={`button ${slide.promotionType ? 'button--ghost' : 'button--primary'}`}
          onClick={onClose}
          data-autofocus
          data-testid="popup-close"
        >
          {t('notices_popup_close')}
        </button>
      </div>
    </Modal>
  );
}
