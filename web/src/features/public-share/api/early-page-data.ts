// The public share page's HTML (web/public-share.html) asks for the page's data as it loads, beside the page's
// script, instead of once the script has run: the screen takes that answer as its first data call. One request, so a
// visit pays one view in every browser (a <link rel="preload"> would count twice where a browser does not match it).

declare global {
  interface Window {
    /** Set by public-share.html's inline script: the slug of the address and its data call's answer. */
    vaultboxSharePage?: { slug: string; answer: Promise<Response>; passwordAsked?: boolean };
  }
}

/** The answer the page's HTML already asked for `slug`, taken once; undefined when there is none (the app's own page). */
export function takeEarlyPageData(slug: string): Promise<Response> | undefined {
  const early = globalThis.window?.vaultboxSharePage;
  if (!early || early.slug !== slug) return undefined;
  window.vaultboxSharePage = undefined;
  return early.answer;
}

/**
 * Whether the page's early data call has already answered that `slug` asks for a password (read by the HTML's script
 * before this one ran): the screen then draws the prompt at once rather than a loading line first. Read before the
 * answer is taken.
 */
export function earlyPasswordAsked(slug: string): boolean {
  const early = globalThis.window?.vaultboxSharePage;
  return early?.slug === slug && early.passwordAsked === true;
}
