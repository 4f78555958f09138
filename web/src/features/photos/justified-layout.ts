// The justified grid of the Photos timeline (docs/product.md, Photos): rows of equal height, each picture in its own
// aspect ratio, every row filled to the container's width but the last, which keeps the target height.

export interface LayoutBox {
  /** The item's position in the list given. */
  index: number;
  left: number;
  width: number;
}

export interface LayoutRow {
  top: number;
  height: number;
  boxes: LayoutBox[];
}

export interface JustifiedLayout {
  rows: LayoutRow[];
  height: number;
}

export interface LayoutOptions {
  containerWidth: number;
  targetRowHeight: number;
  gap: number;
  /**
   * A block that is not the end of its month (a page of a long month): its last row is filled too when it already
   * fills most of the width, so two pages meet without a ragged row between them.
   */
  fillLastRow?: boolean;
}

/** Panoramas and slivers are laid out as at most this wide or narrow, so no tile becomes a line. */
export const MIN_ASPECT = 0.5;
export const MAX_ASPECT = 3;
/** A leftover row is stretched (with `fillLastRow`) only when at the target height it spans this part of the width. */
const FILL_LAST_ROW_FROM = 0.6;

/** A width/height ratio fit for the grid; an unknown size is square. */
export function aspectOf(width: number | null, height: number | null): number {
  if (!width || !height || width <= 0 || height <= 0) return 1;
  return Math.min(MAX_ASPECT, Math.max(MIN_ASPECT, width / height));
}

function rowOf(aspects: readonly number[], start: number, end: number, top: number, height: number, gap: number) {
  const boxes: LayoutBox[] = [];
  let x = 0;
  for (let i = start; i < end; i++) {
    const right = x + aspects[i] * height;
    // Whole pixels, each box ending where the next begins: no hairline seams between pictures.
    boxes.push({ index: i, left: Math.round(x), width: Math.round(right) - Math.round(x) });
    x = right + gap;
  }
  return { top, height: Math.round(height), boxes };
}

/**
 * Lays the items (their aspect ratios, width/height) out in rows: items are added to a row until it would be wider
 * than the container at the target height, then the row is scaled to fit exactly, ending before or after the last
 * item, whichever keeps the row's height closer to the target.
 */
export function justifiedLayout(aspects: readonly number[], options: LayoutOptions): JustifiedLayout {
  const { containerWidth: width, targetRowHeight: target, gap } = options;
  const rows: LayoutRow[] = [];
  if (width <= 0 || aspects.length === 0) return { rows, height: 0 };
  let top = 0;
  let start = 0;
  let sum = 0;
  const close = (end: number, aspectSum: number, fill: boolean) => {
    const gaps = (end - start - 1) * gap;
    const row = rowOf(aspects, start, end, top, fill ? (width - gaps) / aspectSum : target, gap);
    rows.push(row);
    top += row.height + gap;
    start = end;
  };
  for (let i = 0; i < aspects.length; i++) {
    const before = sum;
    sum += aspects[i];
    const count = i - start + 1;
    if (sum * target + (count - 1) * gap < width) continue;
    const withIt = (width - (count - 1) * gap) / sum;
    const without = count > 1 ? (width - (count - 2) * gap) / before : Number.POSITIVE_INFINITY;
    if (Math.abs(without - target) < Math.abs(withIt - target)) {
      close(i, before, true);
      sum = aspects[i];
      // The item that opened the new row may fill a row by itself (a panorama on a phone).
      if (sum * target >= width) {
        close(i + 1, sum, true);
        sum = 0;
      }
    } else {
      close(i + 1, sum, true);
      sum = 0;
    }
  }
  if (start < aspects.length) {
    const count = aspects.length - start;
    const natural = sum * target + (count - 1) * gap;
    close(aspects.length, sum, options.fillLastRow === true && natural >= width * FILL_LAST_ROW_FROM);
  }
  return { rows, height: top - gap };
}
