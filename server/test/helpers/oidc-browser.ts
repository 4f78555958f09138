import { TEST_APP_URL } from './test-app.ts';

// A browser stand-in for single sign-on tests: follows Location headers across the app and the provider, keeping
// each host's cookies, until the app sends it to one of the web app's pages (the end of the redirects).

export interface BrowserStop {
  /** The web app's path with its query and fragment, e.g. /oidc/complete#ticket=... */
  location: string;
  /** The provider's redirect to the app's callback, kept so a test can replay it. */
  callbackUrl: string | null;
}

export class TestBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  constructor(private readonly appUrl: string) {}

  cookieHeader(url: string): string {
    const jar = this.jars.get(new URL(url).host);
    return jar ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  }

  private keep(url: string, response: Response): void {
    const host = new URL(url).host;
    const jar = this.jars.get(host) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    this.jars.set(host, jar);
  }

  /** The app's own address for a URL of APP_URL (the tests' app listens elsewhere). */
  private real(url: string): string {
    return url.startsWith(TEST_APP_URL) ? this.appUrl + url.slice(TEST_APP_URL.length) : url;
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<Response> {
    const target = this.real(url);
    const response = await fetch(target, {
      redirect: 'manual',
      headers: { cookie: this.cookieHeader(target), ...headers },
    });
    this.keep(target, response);
    return response;
  }

  /** Follows redirects from `url` until a page of the web app (not /api/) is reached. */
  async follow(url: string, headers: Record<string, string> = {}): Promise<BrowserStop> {
    let next = url;
    let callbackUrl: string | null = null;
    for (let hop = 0; hop < 20; hop++) {
      if (next.includes('/api/auth/oidc/callback')) callbackUrl = next;
      const response = await this.get(next, hop === 0 ? headers : {});
      await response.arrayBuffer();
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        throw new Error(`redirects stopped at ${next} with ${response.status}`);
      }
      const absolute = new URL(location, this.real(next)).toString();
      const isApp = absolute.startsWith(this.appUrl) || absolute.startsWith(TEST_APP_URL);
      if (isApp && !new URL(absolute).pathname.startsWith('/api/')) {
        const parsed = new URL(absolute);
        return { location: parsed.pathname + parsed.search + parsed.hash, callbackUrl };
      }
      next = absolute;
    }
    throw new Error('too many redirects');
  }
}

/** The ticket of a web path's fragment (#ticket=...). */
export const ticketOf = (location: string): string => new URL(location, 'http://x').hash.replace(/^#ticket=/, '');
