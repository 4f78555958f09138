import { PLAYER } from '@vaultbox/common/constants.ts';

/** How the picture is shown: zoom (0.1 to 3), quarter turns, and how far it is moved from the centre (screen px). */
export interface ImageView {
  zoom: number;
  rotation: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The picture's own size (unzoomed, as laid out) and the stage it is shown on. */
export interface ImageFrame {
  image: Size;
  stage: Size;
}

export const initialImageView: ImageView = { zoom: 1, rotation: 0, x: 0, y: 0 };

/** A point on the stage, from its centre (where the picture's centre rests when not moved). */
export interface Point {
  x: number;
  y: number;
}

/** Within 0.1 to 3, to two decimals so the shown percentage and the style stay tidy. */
export function clampZoom(zoom: number): number {
  const rounded = Math.round(zoom * 100) / 100;
  return Math.min(PLAYER.zoomMax, Math.max(PLAYER.zoomMin, rounded));
}

/** How far the picture may move each way: half of what sticks out past the stage; nothing along a side it fits. */
export function panLimits(view: ImageView, frame: ImageFrame): Point {
  const quarterTurned = Math.abs(Math.round(view.rotation / 90)) % 2 === 1;
  const width = (quarterTurned ? frame.image.height : frame.image.width) * view.zoom;
  const height = (quarterTurned ? frame.image.width : frame.image.height) * view.zoom;
  return {
    x: Math.max(0, (width - frame.stage.width) / 2),
    y: Math.max(0, (height - frame.stage.height) / 2),
  };
}

const within = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

/** The view with its offset kept inside the limits, so an edge of the picture never comes away from the stage's. */
export function clampPan(view: ImageView, frame: ImageFrame): ImageView {
  const limits = panLimits(view, frame);
  // `+ 0` turns a -0 into 0, so a picture at rest reads translate(0px, 0px).
  return { ...view, x: within(view.x, limits.x) + 0, y: within(view.y, limits.y) + 0 };
}

/** Whether the picture sticks out of the stage, so dragging moves it (rather than swiping to the next file). */
export function canPan(view: ImageView, frame: ImageFrame): boolean {
  const limits = panLimits(view, frame);
  return limits.x > 0 || limits.y > 0;
}

/** Zooms to `zoom` keeping the point `at` of the picture under the same place of the screen (cursor, pinch centre). */
export function zoomAt(view: ImageView, zoom: number, at: Point, frame: ImageFrame): ImageView {
  const next = clampZoom(zoom);
  const ratio = next / view.zoom;
  return clampPan({ ...view, zoom: next, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio }, frame);
}

export function panBy(view: ImageView, dx: number, dy: number, frame: ImageFrame): ImageView {
  return clampPan({ ...view, x: view.x + dx, y: view.y + dy }, frame);
}

/** A wheel turn as a zoom factor: smooth for a touchpad's many small steps, about 20 % for a mouse notch. */
export function wheelZoomFactor(deltaY: number): number {
  return Math.exp(-deltaY * 0.002);
}

/** The CSS transform of a view: the move in screen pixels, then the zoom and the turn about the picture's centre. */
export function imageTransform(view: ImageView): string {
  return `translate(${Math.round(view.x)}px, ${Math.round(view.y)}px) scale(${view.zoom}) rotate(${view.rotation}deg)`;
}
