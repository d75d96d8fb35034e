import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

/*
 * Nobody can change or delete an audit entry (docs/decisions/006-audit-log.md): every route the
 * app serves is called, as an admin, at an existing entry, and the entries are unchanged after;
 * the database itself refuses to change or delete one; and only the audit module's writer and
 * reader touch the table.
 */

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signUp('admin');
  const student = await ctx.signUp('student');
  // Two real entries to aim at.
  for (const role of ['tutor', 'student'] as const) {
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${student.user.id}/role`,
      headers: admin.headers,
      payload: { role },
    });
    expect(changed.statusCode).toBe(200);
  }
});
afterAll(() => ctx.close());

const entries = () => ctx.app.db.select().from(auditLog).orderBy(asc(auditLog.id));

describe('the audit log is append-only', () => {
  it('through every route the app serves', async () => {
    const before = await entries();
    expect(before).toHaveLength(2);
    const target = before[0]!.id;
    const routes = [...ctx.app.servedRoutes];
    expect(routes.filter((route) => route.includes('audit'))).toEqual(['GET /api/admin/audit']);

    for (const route of routes) {
      const [method, pattern] = route.split(' ') as [string, string];
      const url = pattern.replace(/:[A-Za-z]+/g, target).replace('*', `audit/${target}`);
      for (const payload of [undefined, { id: target, _id: target, action: 'note.deleted' }]) {
        const response = await ctx.app.inject({
          method: method as 'GET',
          url,
          headers: admin.headers,
          ...(payload && method !== 'GET' ? { payload } : {}),
        });
        expect(response.statusCode, `${route} → ${response.statusCode}`).toBeLessThan(500);
      }
    }
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      const response = await ctx.app.inject({
        method,
        url: `/api/admin/audit/${target}`,
        headers: admin.headers,
        payload: { action: 'note.deleted' },
      });
      expect(response.statusCode).toBe(404);
    }

    const after = await entries();
    expect(after.filter((entry) => before.some((kept) => kept.id === entry.id))).toEqual(before);
  });

  it('in the database, for every connection', async () => {
    const before = await entries();
    await expect(
      ctx.app.db.execute(sql`update audit_log set action = 'note.deleted'`),
    ).rejects.toThrow();
    await expect(ctx.app.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(ctx.app.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await entries()).toEqual(before);
  });

  it('in the code: only the audit module writes and reads the table', () => {
    const src = path.resolve(import.meta.dirname, '../../../src');
    const users = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => /\bauditLog\b/.test(readFileSync(path.join(src, file), 'utf8')))
      .sort();
    expect(users).toEqual([
      'db/schema.ts',
      'modules/audit/record.ts',
      'modules/audit/repository.ts',
    ]);
    const reader = readFileSync(path.join(src, 'modules/audit/repository.ts'), 'utf8');
    expect(reader).not.toMatch(/\.(insert|update|delete)\(/);
  });
});
