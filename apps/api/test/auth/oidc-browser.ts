import type { App } from '../../src/app';

/*
 * What a browser does when someone signs in through the school's provider, step by step: the
 * app's start link, the provider's own pages over real HTTP (its sign-in form, filled in and
 * sent), and the provider's redirect back to the app's callback. Each browser keeps its own
 * cookies, per site, as a real one does.
 */

type Jar = Map<string, string>;

function keep(jar: Jar, setCookies: string[]): void {
  for (const line of setCookies) {
    const [pair = '', ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const gone = attributes.some((attribute) => {
      const [key = '', setting = ''] = attribute.trim().split('=');
      if (key.toLowerCase() === 'max-age') return Number(setting) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(setting) <= Date.now();
      return false;
    });
    if (gone || value === '') jar.delete(name);
    else jar.set(name, value);
  }
}

const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

function setCookiesOf(header: string | string[] | number | undefined): string[] {
  if (header === undefined || typeof header === 'number') return [];
  return Array.isArray(header) ? header : [header];
}

export interface ProviderReturn {
  /** Where the app sends the browser after its callback: the page, or the login page with ?error=. */
  location: URL;
  /** The callback address the provider sent the browser to, to replay it. */
  callback: string;
  /** Whether the app's answer to the callback set a session cookie. */
  signedIn: boolean;
}

export class TestBrowser {
  private readonly appCookies: Jar = new Map();
  private readonly providerCookies: Jar = new Map();

  /** Calls the app as this browser would, with its cookies for the app's site. */
  async visit(app: App, path: string) {
    const response = await app.inject({
      method: 'GET',
      url: path,
      headers: { cookie: cookieHeader(this.appCookies), 'sec-fetch-site': 'same-origin' },
    });
    keep(this.appCookies, setCookiesOf(response.headers['set-cookie']));
    return response;
  }

  /** The signed-in account of this browser, or null. */
  async account(app: App): Promise<{ id: string; email: string; role: string } | null> {
    const response = await this.visit(app, '/api/auth/get-session');
    return (
      (response.json() as { user?: { id: string; email: string; role: string } } | null)?.user ??
      null
    );
  }

  /** Starts at `start`'s app; the provider sends the browser back to `finish` (two instances). */
  async signIn(
    login: string,
    {
      start,
      finish = start,
      from = '/api/auth/sign-in/oidc?callbackURL=%2Fdashboard&errorCallbackURL=%2Flogin',
    }: { start: App; finish?: App; from?: string },
  ): Promise<ProviderReturn> {
    const started = await this.visit(start, from);
    if (started.statusCode !== 302) {
      throw new Error(`sign-in did not start: ${started.statusCode} ${started.body}`);
    }
    const callback = await this.throughProvider(String(started.headers.location), login);
    return this.returnTo(finish, callback);
  }

  /** Sends the browser back to the app's callback (again, for a replay). */
  async returnTo(app: App, callback: string): Promise<ProviderReturn> {
    const answer = await this.visit(app, callback);
    const cookies = setCookiesOf(answer.headers['set-cookie']);
    return {
      location: new URL(String(answer.headers.location), 'http://localhost:3000'),
      callback,
      signedIn: cookies.some((cookie) => /session_token=[^;]/.test(cookie)),
    };
  }

  /**
   * Follows the provider's redirects, fills in its sign-in form when it shows one, and stops at
   * the first address outside the provider: the app's callback (path and query).
   */
  private async throughProvider(authorizeUrl: string, login: string): Promise<string> {
    const provider = new URL(authorizeUrl).origin;
    let next: { url: string; form?: URLSearchParams } = { url: authorizeUrl };
    for (let hop = 0; hop < 10; hop++) {
      const response = await fetch(next.url, {
        method: next.form ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: cookieHeader(this.providerCookies),
          ...(next.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: next.form?.toString(),
      });
      keep(this.providerCookies, response.headers.getSetCookie());
      const location = response.headers.get('location');
      if (location) {
        const target = new URL(location, next.url);
        if (target.origin !== provider) return target.pathname + target.search;
        next = { url: target.href };
        continue;
      }
      const page = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      if (response.status !== 200 || !action || !page.includes('name="login"')) {
        throw new Error(`the provider answered ${response.status}: ${page.slice(0, 300)}`);
      }
      next = {
        url: new URL(action, next.url).href,
        form: new URLSearchParams({ prompt: 'login', login, password: 'any password' }),
      };
    }
    throw new Error('the provider never sent the browser back');
  }
}
