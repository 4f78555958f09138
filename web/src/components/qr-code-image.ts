import QRCode from 'qrcode';

/** The blank border around the code, in modules: readers need a quiet zone (4 by the standard, 2 reads fine). */
export const QR_MARGIN = 2;
/** Side of the downloaded PNG in pixels: large enough to print. */
export const QR_PNG_WIDTH = 512;

/** The code's dark modules as one SVG path (each a 1x1 square), and its side with the margin, in modules. */
export function qrSvgPath(value: string): { path: string; side: number } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.data[row * modules.size + col]) squares.push(`M${col + QR_MARGIN} ${row + QR_MARGIN}h1v1h-1z`);
    }
  }
  return { path: squares.join(''), side: modules.size + 2 * QR_MARGIN };
}

/** The same code as a PNG data URL (a canvas in the browser), for "Download PNG". */
export function qrPngDataUrl(value: string): Promise<string> {
  return QRCode.toDataURL(value, {
    errorCorrectionLevel: 'M',
    margin: QR_MARGIN,
    width: QR_PNG_WIDTH,
    type: 'image/png',
  });
}
