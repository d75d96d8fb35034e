import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { createTestContext } from './helper';
it('probe', async () => {
  const ctx = await createTestContext();
  const r = await ctx.app.inject({ url: '/api/openapi.json' });
  writeFileSync('/tmp/openapi.json', r.body);
  writeFileSync('/tmp/routes.txt', [...ctx.app.servedRoutes].sort().join('\n'));
  const d = await ctx.app.inject({ url: '/api/docs' });
  writeFileSync(
    '/tmp/docs.txt',
    `${d.statusCode} ${JSON.stringify(d.headers)} ${d.body.slice(0, 300)}`,
  );
  await ctx.close();
});
