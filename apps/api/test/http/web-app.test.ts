import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_STATE_ID } from '@studyhall/shared';
import { createTestContext, type TestContext } from '../helper';

/** The theme script's place and kind: a classic script written into the head. */
const themeScript = "document.documentElement.dataset.theme = 'dark';";
const template = [
  `<!doctype html><title>StudyHall</title><script>${themeScript}</script>`,
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  // Laid out as index.html is: the markers on lines of their own.
  '<body><div id="root">\n      <!--page--><header>static</header><!--/page-->\n    </div></body>',
].join('');

/**
 * A server entry of the web build's shape (apps/web/src/entry-server.tsx), small enough to read:
 * it renders /tutors from what the real route answers it, fails on /broken, and leaves every
 * other address to index.html.
 */
const serverEntry = `
export function createPageRenderer({ readApi }) {
  return {
    async render(url) {
      if (url === '/broken') throw new Error('a page that cannot be drawn');
      if (url !== '/tutors') return null;
      const answer = await readApi('/api/tutors?page=1&limit=6');
      const total = answer.headers.get('x-total-count');
      return { html: '<h1>' + total + ' tutors</h1>', state: JSON.stringify({ status: answer.status }) };
    },
  };
}`;

let ctx: TestContext;
beforeAll(async () => {
  const webDir = mkdtempSync(path.join(tmpdir(), 'studyhall-web-'));
  writeFileSync(path.join(webDir, 'index.html'), template);
  const serverDir = mkdtempSync(path.join(tmpdir(), 'studyhall-web-server-'));
  writeFileSync(path.join(serverDir, 'entry-server.js'), serverEntry);
  ctx = await createTestContext({}, { webDir, webServerDir: serverDir });
});
afterAll(() => ctx.close());

describe('the built web app', () => {
  it('answers every client-side route with index.html, to GET and to HEAD', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await ctx.app.inject({ method, url: '/dashboard/study-materials' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
    }
    const page = await ctx.app.inject({ url: '/sessions/123?tab=reviews' });
    expect(page.body).toContain('<title>StudyHall</title>');
  });

  it('keeps misses under /api and /uploads JSON 404s', async () => {
    for (const url of ['/api/nope', '/uploads/missing.webp']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });
});

describe('the inline theme script', () => {
  it('is the one inline script the policy lets run, allowed by its hash on every answer', async () => {
    const hash = createHash('sha256').update(themeScript).digest('base64');
    for (const url of ['/tutors', '/login', '/api/health']) {
      const response = await ctx.app.inject({ url });
      const policy = String(response.headers['content-security-policy']);
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1];
      // Not 'unsafe-inline', and no other hash: an injected inline script is still refused.
      expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
    }
  });
});

describe('pages rendered on the server (docs/decisions/014-first-paint.md)', () => {
  it('puts the page, drawn from the API as it answers now, in place of the static header', async () => {
    const response = await ctx.app.inject({ url: '/tutors' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // The data as it stands: a browser or proxy keeps it only to ask again.
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"><h1>0 tutors</h1></div>');
    expect(response.body).not.toContain('static');
    expect(response.body).toContain(
      `<script type="application/json" id="${PAGE_STATE_ID}">{"status":200}</script></body>`,
    );
  });

  it('compresses the page for a browser that takes brotli, and says it varies by that', async () => {
    const response = await ctx.app.inject({
      url: '/tutors',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<h1>0 tutors</h1>');
    const refused = await ctx.app.inject({
      url: '/tutors',
      headers: { 'accept-encoding': 'br;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('sends index.html as it is for a page not rendered, for HEAD, and when rendering fails', async () => {
    for (const [method, url] of [
      ['GET', '/dashboard'],
      ['HEAD', '/tutors'],
      ['GET', '/broken'],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode, url).toBe(200);
      if (method === 'GET') expect(response.body, url).toBe(template);
    }
  });
});
