import type { HumanCheckPuzzle } from '@tessera/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { ArrowsIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { Skeleton } from '../../../components/skeleton';
import { isApiError } from '../../../lib/api/api-error';
import { fetchHumanCheck } from '../api/get-human-check';
import { clampOffset, maxPieceOffset, offsetAfterDrag } from './slider-math';

type PuzzleState =
  | { phase: 'loading' }
  | { phase: 'failed'; message?: string }
  | { phase: 'ready'; puzzle: HumanCheckPuzzle };

export function HumanCheckModal({
  retry,
  onDone,
}: {
  retry: boolean;
  onDone: (answer: { id: string; x: number } | null) => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<PuzzleState>({ phase: 'loading' });

  const load = useCallback(() => {
    setState({ phase: 'loading' });
    fetchHumanCheck().then(
      (puzzle) => setState({ phase: 'ready', puzzle }),
      (error: unknown) =>
        setState({ phase: 'failed', message: isApiError(error) ? error.message : undefined }),
    );
  }, []);
  useEffect(() => load(), [load]);

  return (
    <Modal title={t('human_title')} size="small" onClose={() => onDone(null)} className="human-check">
      <p className="human-check__lead">{retry ? t('human_retry') : t('human_lead')}</p>
      {state.phase === 'loading' && <Skeleton lines={4} className="human-check__skeleton" />}
      {state.phase === 'failed' && <ErrorPanel message={state.message} onRetry={load} />}
      {state.phase === 'ready' && (
        <SliderPuzzle
          puzzle={state.puzzle}
          onRelease={(x) => onDone({ id: state.puzzle.id, x })}
          onRefresh={load}
        />
      )}
    </Modal>
  );
}

function SliderPuzzle({
  puzzle,
  onRelease,
  onRefresh,
}: {
  puzzle: HumanCheckPuzzle;
  onRelease: (x: number) => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const stageRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; startX: number; startOffset: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const [scale, setScale] = useState(1);
  const max = maxPieceOffset(puzzle.width, puzzle.pieceSize);

  // The puzzle shrinks with the dialog on narrow screens; drags are converted back to image pixels.
  // Its layout width, never its on-screen box: the dialog rises in from scale(0.98), and a box
  // measured then would stay 2 % short (no resize follows a transform), sending the piece past the gap.
  useLayoutEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const fit = (width: number) => setScale(width / puzzle.width || 1);
    fit(stage.offsetWidth);
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize[0];
      if (box) fit(box.inlineSize);
    });
    observer.observe(stage);
    return () => observer.disconnect();
  }, [puzzle.width]);

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startOffset: offset };
  };
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    setOffset(
      offsetAfterDrag(
        current.startOffset,
        event.clientX - current.startX,
        scale,
        puzzle.width,
        puzzle.pieceSize,
      ),
    );
  };
  const onPointerUp = (event: React.PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const final = offsetAfterDrag(
      current.startOffset,
      event.clientX - current.startX,
      scale,
      puzzle.width,
      puzzle.pieceSize,
    );
    setOffset(final);
    if (final > 0) onRelease(final);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const step = event.shiftKey ? 10 : 1;
    if (event.key === 'ArrowRight')
      setOffset((value) => clampOffset(value + step, puzzle.width, puzzle.pieceSize));
    else if (event.key === 'ArrowLeft')
      setOffset((value) => clampOffset(value - step, puzzle.width, puzzle.pieceSize));
    else if (event.key === 'Enter' && offset > 0) onRelease(offset);
    else return;
    event.preventDefault();
  };

  const pieceCss = puzzle.pieceSize * scale;
  // The picture is not text: it keeps its left-to-right geometry in RTL languages too.
  return (
    <div className="human-check__puzzle" dir="ltr">
      <div
        ref={stageRef}
        className="human-check__stage"
        style={{ maxInlineSize: puzzle.width, aspectRatio: `${puzzle.width} / ${puzzle.height}` }}
      >
        <img
          className="human-check__background"
          src={`data:image/png;base64,${puzzle.background}`}
          alt=""
          draggable={false}
          data-testid="human-check-background"
        />
        <img
          className="human-check__piece"
          src={`data:image/png;base64,${puzzle.piece}`}
          alt=""
          draggable={false}
          style={{
            insetInlineStart: offset * scale,
            insetBlockStart: puzzle.pieceY * scale,
            inlineSize: pieceCss,
          }}
        />
        <button
          type="button"
          className="human-check__refresh"
          onClick={onRefresh}
          aria-label={t('human_refresh')}
        >
          ↻
        </button>
      </div>
      <div className="human-check__track" style={{ maxInlineSize: puzzle.width }}>
        <div className="human-check__fill" style={{ inlineSize: offset * scale + pieceCss / 2 }} />
        <span className="human-check__track-label">{t('human_drag')}</span>
        <div
          className="human-check__handle"
          role="slider"
          tabIndex={0}
          aria-label={t('human_slider_label')}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={offset}
          data-testid="human-check-handle"
          style={{ insetInlineStart: offset * scale, inlineSize: pieceCss }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            drag.current = null;
          }}
          onKeyDown={onKeyDown}
        >
          <ArrowsIcon />
        </div>
      </div>
    </div>
  );
}
