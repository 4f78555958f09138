/** A text format recognised from its content; markup types matter because browsers can run script in them. */
export interface TextType {
  mimeType: 'text/plain' | 'text/html' | 'image/svg+xml' | 'text/xml';
  ext: 'txt' | 'html' | 'svg' | 'xml';
}

const PLAIN: TextType = { mimeType: 'text/plain', ext: 'txt' };
const HTML: TextType = { mimeType: 'text/html', ext: 'html' };
const SVG: TextType = { mimeType: 'image/svg+xml', ext: 'svg' };
const XML: TextType = { mimeType: 'text/xml', ext: 'xml' };

// The WHATWG MIME sniffing patterns that make a browser treat bytes as HTML; followed by a space or '>'.
const WHATWG_HTML_START =
  /^<(!doctype html|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p)[\s>]|^<!--/i;

// Things that may come before the root element of an XML or SVG document.
const PROLOG_ITEM = /^(<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!doctype[^>[]*(\[[\s\S]*?\])?\s*>)\s*/i;

/**
 * Text when the bytes contain no NUL and decode as UTF-8. `isComplete` is false when the bytes are only the head
 * of a larger file, so a multi-byte character cut at the end is not mistaken for invalid UTF-8.
 */
export function sniffText(bytes: Uint8Array, isComplete: boolean): TextType | null {
  if (bytes.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, {
      stream: !isComplete,
    });
  } catch {
    return null;
  }
  return markupType(text) ?? PLAIN;
}

function markupType(text: string): TextType | null {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (!start.startsWith('<')) return null;

  let rest = start;
  for (let match = PROLOG_ITEM.exec(rest); match; match = PROLOG_ITEM.exec(rest)) {
    if (/^<!doctype\s+html[\s>]/i.test(match[0])) return HTML;
    rest = rest.slice(match[0].length);
  }
  const root = /^<([a-z][\w.-]*:)?([a-z][\w.-]*)/i.exec(rest)?.[2]?.toLowerCase();
  if (root === 'svg') return SVG;
  if (root === 'html') return HTML;
  if (WHATWG_HTML_START.test(start)) return HTML;
  if (/^<\?xml[\s?]/i.test(start)) return XML;
  return null;
}
