import { useCallback, useMemo, useState, type RefObject } from 'react';
import { canPan, clampPan, initialImageView, panBy, zoomAt, type ImageFrame, type Point } from './image-view.ts';
import { stepRotation, stepZoom } from './player-math.ts';

const CENTRE: Point = { x: 0, y: 0 };

/**
 * The image viewer's zoom, turn and offset, with the operations its toolbar and gestures use. Every change is clamped
 * against the picture's and the stage's size as laid out now, so the picture never leaves the stage.
 */
export function useImageView(stage: RefObject<HTMLElement | null>, image: RefObject<HTMLImageElement | null>) {
  const [view, setView] = useState(initialImageView);

  const frame = useCallback(
    (): ImageFrame => ({
      image: { width: image.current?.offsetWidth ?? 0, height: image.current?.offsetHeight ?? 0 },
      stage: { width: stage.current?.clientWidth ?? 0, height: stage.current?.clientHeight ?? 0 },
    }),
    [stage, image],
  );

  /** A point of the screen as the stage sees it: from its centre. */
  const pointOf = useCallback(
    (clientX: number, clientY: number): Point => {
      const rect = stage.current?.getBoundingClientRect();
      if (!rect) return CENTRE;
      return { x: clientX - rect.left - rect.width / 2, y: clientY - rect.top - rect.height / 2 };
    },
    [stage],
  );

  const actions = useMemo(
    () => ({
      zoomBy: (factor: number, at: Point = CENTRE) => setView((v) => zoomAt(v, v.zoom * factor, at, frame())),
      step: (direction: 1 | -1) => setView((v) => zoomAt(v, stepZoom(v.zoom, direction), CENTRE, frame())),
      rotate: (direction: 1 | -1) =>
        setView((v) => clampPan({ ...v, rotation: stepRotation(v.rotation, direction) }, frame())),
      pan: (dx: number, dy: number) => setView((v) => panBy(v, dx, dy, frame())),
      /** Double-click: back to the whole picture, keeping its turn. */
      fit: () => setView((v) => ({ ...v, zoom: 1, x: 0, y: 0 })),
      /** The reset button: zoom, offset and turn as the picture came. */
      reset: () => setView(initialImageView),
    }),
    [frame],
  );

  return { view, pannable: () => canPan(view, frame()), pointOf, ...actions };
}

export type ImageViewControls = ReturnType<typeof useImageView>;
