import { describe, expect, it } from 'vitest';
import {
  canPan,
  clampPan,
  clampZoom,
  imageTransform,
  initialImageView,
  panBy,
  panLimits,
  wheelZoomFactor,
  zoomAt,
} from './image-view.ts';

// A 400 x 300 picture on an 800 x 600 stage: it fits until zoomed past 2.
const frame = { image: { width: 400, height: 300 }, stage: { width: 800, height: 600 } };
const at = (zoom: number, x = 0, y = 0, rotation = 0) => ({ zoom, rotation, x, y });

describe('zoom limits (0.1 to 3)', () => {
  it('clamps and rounds', () => {
    expect(clampZoom(5)).toBe(3);
    expect(clampZoom(0.01)).toBe(0.1);
    expect(clampZoom(1.23456)).toBe(1.23);
  });
});

describe('pan limits', () => {
  it('has nothing to pan while the picture fits', () => {
    expect(panLimits(at(1), frame)).toEqual({ x: 0, y: 0 });
    expect(panLimits(at(2), frame)).toEqual({ x: 0, y: 0 });
    expect(canPan(at(2), frame)).toBe(false);
  });
  it('lets half of what sticks out move each way, also at 300 %', () => {
    expect(panLimits(at(3), frame)).toEqual({ x: 200, y: 150 });
    expect(canPan(at(3), frame)).toBe(true);
  });
  it('swaps width and height after a quarter turn either way', () => {
    const tall = { image: { width: 300, height: 600 }, stage: { width: 800, height: 600 } };
    expect(panLimits(at(1.5, 0, 0, 0), tall)).toEqual({ x: 0, y: 150 });
    expect(panLimits(at(1.5, 0, 0, 90), tall)).toEqual({ x: 50, y: 0 });
    expect(panLimits(at(1.5, 0, 0, -270), tall)).toEqual({ x: 50, y: 0 });
    expect(panLimits(at(1.5, 0, 0, 180), tall)).toEqual({ x: 0, y: 150 });
  });
  it('keeps the offset inside the limits', () => {
    expect(clampPan(at(3, 999, -999), frame)).toMatchObject({ x: 200, y: -150 });
    expect(clampPan(at(1, 50, 50), frame)).toMatchObject({ x: 0, y: 0 });
  });
});

describe('panning by dragging', () => {
  it('moves a zoomed picture by the drag, up to its edges', () => {
    expect(panBy(at(3), 50, -20, frame)).toMatchObject({ x: 50, y: -20 });
    expect(panBy(at(3, 180), 50, 0, frame)).toMatchObject({ x: 200 });
  });
  it('does not move a picture that fits', () => {
    expect(panBy(at(1), 50, 50, frame)).toMatchObject({ x: 0, y: 0 });
  });
});

describe('zooming at a point (wheel under the cursor, pinch centre)', () => {
  it('keeps the point under the cursor in place', () => {
    // At 3 the picture is 1200 x 900: zooming in at (100, 0) from 2.5 to 3 keeps that point put.
    const view = zoomAt(at(2.5), 3, { x: 100, y: 0 }, frame);
    expect(view.zoom).toBe(3);
    expect(view.x).toBeCloseTo(100 - 100 * (3 / 2.5));
    expect(view.y).toBe(0);
  });
  it('zooms about the centre without moving the picture', () => {
    expect(zoomAt(initialImageView, 1.5, { x: 0, y: 0 }, frame)).toEqual(at(1.5));
  });
  it('stops at the limits and pulls the picture back in when zooming out', () => {
    expect(zoomAt(at(3), 10, { x: 0, y: 0 }, frame).zoom).toBe(3);
    expect(zoomAt(at(3, 200, 150), 1, { x: 0, y: 0 }, frame)).toEqual(at(1));
  });
  it('turns a wheel step into a factor: up zooms in, down zooms out', () => {
    expect(wheelZoomFactor(-100)).toBeGreaterThan(1);
    expect(wheelZoomFactor(100)).toBeLessThan(1);
    expect(wheelZoomFactor(100) * wheelZoomFactor(-100)).toBeCloseTo(1);
  });
});

describe('imageTransform', () => {
  it('moves, then zooms and turns', () => {
    expect(imageTransform(initialImageView)).toBe('translate(0px, 0px) scale(1) rotate(0deg)');
    expect(imageTransform(at(1.2, 10.4, -3.6, 90))).toBe('translate(10px, -4px) scale(1.2) rotate(90deg)');
  });
});
