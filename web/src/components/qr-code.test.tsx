import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { qrPngDataUrl } from './qr-code-image.ts';
import { QrCode } from './qr-code.tsx';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
vi.mock('../lib/toast.ts', () => ({ notify: { error: vi.fn() } }));

const link = 'https://vault.example.com/s/AbCdEf123456?utm=qr&x=1';
const SCALE = 6;

/** Paints the SVG's 1x1 squares into an RGBA bitmap, as a camera would see the screen. */
function rasterize(svg: string): { data: Uint8ClampedArray; width: number } {
  const side = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const path = /<path d="([^"]+)"/.exec(svg)?.[1] ?? '';
  const width = side * SCALE;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < SCALE; dy++) {
      for (let dx = 0; dx < SCALE; dx++) {
        const at = ((Number(y) * SCALE + dy) * width + Number(x) * SCALE + dx) * 4;
        data.fill(0, at, at + 3);
      }
    }
  }
  return { data, width };
}

describe('QrCode', () => {
  it('draws an SVG, with a label, that a reader decodes to the link', () => {
    const svg = renderToStaticMarkup(<QrCode value={link} fileName="share" />);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="qr.label"');
    expect(svg).toContain('qr.downloadPng');
    const { data, width } = rasterize(svg);
    expect(jsQR(data, width, width)?.data).toBe(link);
  });

  it('makes a PNG that decodes to the link', async () => {
    const url = await qrPngDataUrl(link);
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    const png = PNG.sync.read(Buffer.from(url.split(',')[1] ?? '', 'base64'));
    expect(png.width).toBe(512);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(link);
  });
});
