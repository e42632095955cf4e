import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/list-state';
import { useRemote } from '../../../lib/hooks/use-remote';
import { fetchFeedbackImage } from '../api/feedback-calls';

/** The images sent with a feedback item, loaded when it is opened. */
export function FeedbackImages({ id, count }: { id: string; count: number }) {
  const { t } = useTranslation();
  const images = useRemote(
    (signal) => Promise.all(Array.from({ length: count }, (_, i) => fetchFeedbackImage(id, i + 1, signal))),
    `${id}:${count}`,
  );
  if (count === 0) return null;
  return (
    <>
      {images.status === 'error' && <ErrorPanel error={images.error} onRetry={images.reload} />}
      <div className="proofs" data-testid="feedback-images">
        {images.status === 'loading' &&
          Array.from({ length: count }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders in order.
            <span key={i} className="skeleton skeleton--proof" />
          ))}
        {images.data?.map((image, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: images are numbered by position.
          <figure key={i} className="proofs__item">
            <a href={image.dataUrl} target="_blank" rel="noreferrer" download={`feedback-${id}-${i + 1}`}>
              <img src={image.dataUrl} alt={t('feedback.imageAlt', { n: i + 1 })} />
            </a>
            <figcaption className="muted">{t('feedback.imageAlt', { n: i + 1 })}</figcaption>
          </figure>
        ))}
      </div>
    </>
  );
}
