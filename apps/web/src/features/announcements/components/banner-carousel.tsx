import type { Banner } from '@tessera/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '../../../lib/media/use-reduced-motion';
import { ChevronLeftIcon, ChevronRightIcon } from '../../wallet/components/wallet-icons';
import { useAnnouncements } from '../announcements-store';
import {
  advance,
  BANNER_AUTOPLAY_MS,
  BANNER_TRANSITION_MS,
  bannerIndex,
  canLoop,
  firstPosition,
  positionOf,
  settle,
} from '../carousel-steps';
import { isSafeUrl, linkTargetOf } from '../link-target';
import { useSwipe } from '../use-swipe';
import { AnnouncementLink } from './announcement-link';

/**
 * The banners of one page key (spec §2.1: w_home, w_login, w_promotions, …). Nothing shows when the
 * page has no banners (or they could not load: banners only decorate); a shimmer while loading.
 */
export function BannerCarousel({
  group,
  className,
  placeholder = false,
}: {
  group: string;
  className?: string;
  /** The shimmer whatever has loaded (a page that shows its top only once all of it is known). */
  placeholder?: boolean;
}) {
  const { t } = useTranslation();
  const announcements = useAnnouncements();
  if (placeholder || announcements.phase === 'loading') {
    return (
      <div
        className={`banner-carousel banner-carousel--loading shimmer ${className ?? ''}`}
        role="status"
        aria-label={t('common_loading')}
      />
    );
  }
  if (announcements.phase !== 'ready') return null;
  const banners = announcements.value.banners.filter((banner) => banner.groupName === group);
  if (banners.length === 0) return null;
  return (
    <BannerTrack key={banners.map((banner) => banner.id).join('-')} banners={banners} className={className} />
  );
}

/**
 * Autoplay every 5 s with 1 s slides, looping when there is more than one banner; dots, arrows,
 * the arrow keys and swipes move it, and autoplay carries on afterwards (spec §9). Hovering or
 * focusing it pauses the autoplay; with reduced motion it neither plays nor slides.
 */
function BannerTrack({ banners, className }: { banners: Banner[]; className?: string }) {
  const { t } = useTranslation();
  const reduced = useReducedMotion();
  const count = banners.length;
  const loop = canLoop(count);
  const slides = loop ? [banners[count - 1]!, ...banners, banners[0]!] : banners;
  const [position, setPosition] = useState(() => firstPosition(count));
  const [sliding, setSliding] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const active = bannerIndex(position, count);
  const autoplay = loop && !reduced && !hovered && !focused;

  const moveTo = useCallback(
    (target: (current: number) => number) => {
      if (sliding) return;
      setPosition((current) => (reduced ? settle(target(current), count) : target(current)));
      setSliding(!reduced);
    },
    [sliding, reduced, count],
  );
  const step = useCallback((by: number) => moveTo((current) => advance(current, by, count)), [moveTo, count]);

  // A slide ends after its transition; one that ended on a copy settles on the real banner.
  useEffect(() => {
    if (!sliding) return;
    const timer = setTimeout(() => {
      setSliding(false);
      setPosition((current) => settle(current, count));
    }, BANNER_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [sliding, count]);

  // The wait starts once a slide has settled, whoever moved it: autoplay continues after interaction.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `position` restarts the wait
  useEffect(() => {
    if (!autoplay || sliding) return;
    const timer = setTimeout(() => step(1), BANNER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [autoplay, sliding, position, step]);

  const swipe = useSwipe(count > 1, step);
  const dragOffset = swipe.offset;

  return (
    <section
      className={`banner-carousel ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={t('notices_banners')}
      data-testid="banner-carousel"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') step(-1);
        else if (event.key === 'ArrowRight') step(1);
      }}
    >
      <div className="banner-carousel__viewport" {...swipe.handlers} aria-live={autoplay ? 'off' : 'polite'}>
        <div
          className="banner-carousel__track"
          dir="ltr"
          style={{
            transform: `translate3d(calc(${-position * 100}% + ${dragOffset}px), 0, 0)`,
            transition:
              sliding && dragOffset === 0 ? `transform ${BANNER_TRANSITION_MS}ms var(--ease)` : 'none',
          }}
        >
          {slides.map((banner, slide) => {
            const copy = loop && (slide === 0 || slide === slides.length - 1);
            const shown = slide === position;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI carousel pattern names each slide a group
              <div
                key={copy ? `copy-${slide}` : banner.id}
                className="banner-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t('notices_banner_of', { index: bannerIndex(slide, count) + 1, count })}
                aria-hidden={!shown || undefined}
                inert={!shown}
                data-testid={copy ? undefined : 'banner-slide'}
              >
                <BannerContent banner={banner} />
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="banner-carousel__arrow banner-carousel__arrow--prev"
            onClick={() => step(-1)}
            aria-label={t('notices_banner_previous')}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className="banner-carousel__arrow banner-carousel__arrow--next"
            onClick={() => step(1)}
            aria-label={t('notices_banner_next')}
            data-testid="banner-next"
          >
            <ChevronRightIcon />
          </button>
          <div className="banner-carousel__dots">
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className="banner-carousel__dot"
                aria-label={t('notices_banner_go', { index: index + 1 })}
                aria-current={index === active || undefined}
                onClick={() => moveTo(() => positionOf(index, count))}
                data-testid="banner-dot"
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

function BannerContent({ banner }: { banner: Banner }) {
  const image = banner.imageUrl && isSafeUrl(banner.imageUrl) ? banner.imageUrl : null;
  return (
    <AnnouncementLink
      target={linkTargetOf(banner)}
      className="banner-slide__link"
      label={banner.title || undefined}
    >
      {image ? (
        <img className="banner-slide__image" src={image} alt="" draggable={false} />
      ) : (
        <span className="banner-slide__image banner-slide__image--plain" aria-hidden="true" />
      )}
      {banner.title && <span className="banner-slide__caption">{banner.title}</span>}
    </AnnouncementLink>
  );
}
