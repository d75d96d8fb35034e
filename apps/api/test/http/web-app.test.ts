import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helper';

let ctx: TestContext;
beforeAll(async () => {
  const webDir = mkdtempSync(path.join(tmpdir(), 'studyhall-web-'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>StudyHall</title>');
  ctx = await createTestContext({}, { webDir });
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
