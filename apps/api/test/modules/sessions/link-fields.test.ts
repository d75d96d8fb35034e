import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materials, studySessions } from '../../../src/db/schema';
import { createMaterial, createSession } from '../../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

/*
 * Links are stored as validated (docs/security.md): the probe's meeting link carried a
 * paragraph after CR/LF, which `new URL` ignored while checking and the reminder mail then showed
 * as the platform's own words. A link with a control character is refused with 400 naming the
 * field, and nothing of the request is stored (the rule itself: packages/shared/test/links.test.ts).
 */

const INJECTED = 'https://meet.example/room\r\n\r\nIMPORTANT: pay $50 at https://pay.example';

let ctx: TestContext;
let tutor: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  tutor = await ctx.signUp('tutor');
});
afterAll(() => ctx.close());

const proposal = {
  title: 'Injected link',
  description: 'A session whose meeting link carries a paragraph.',
  registrationStart: '2030-01-01',
  registrationEnd: '2030-01-10',
  classStart: '2030-01-15',
  classEnd: '2030-01-15',
  duration: '1 hour',
};

describe('a meeting link with a control character', () => {
  it.each([
    ['CR/LF and a paragraph', INJECTED],
    ['a tab', 'https://meet.example/\troom'],
    ['a trailing line break', 'https://meet.example/room\n'],
    ['a C1 control', 'https://meet.example/room\u0085'],
  ])('is refused when a session is proposed (%s), and no session is stored', async (_, link) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: tutor.headers,
      payload: { ...proposal, meetingUrl: link },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'meetingUrl must not contain control characters (line breaks, tabs…)',
    });
    expect(await ctx.app.db.$count(studySessions, eq(studySessions.tutorId, tutor.user.id))).toBe(
      0,
    );
  });

  it('is stored exactly as checked when it has none', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: tutor.headers,
      payload: { ...proposal, meetingUrl: ' https://Meet.Example/Room?who=Zoë ' },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.app.db
      .select({ meetingUrl: studySessions.meetingUrl })
      .from(studySessions)
      .where(eq(studySessions.id, response.json()._id));
    expect(row?.meetingUrl).toBe('https://Meet.Example/Room?who=Zoë');
  });
});

describe("a material's links with a control character", () => {
  it('are refused on an edit, and the material keeps its links', async () => {
    const session = await createSession(ctx.app.db, tutor.user);
    const material = await createMaterial(ctx.app.db, session);
    for (const field of ['link', 'image']) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/materials/${material.id}`,
        headers: tutor.headers,
        payload: {
          title: 'Renamed',
          image: material.image,
          link: material.link,
          [field]: INJECTED,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: `${field} must not contain control characters (line breaks, tabs…)`,
      });
    }
    const [row] = await ctx.app.db.select().from(materials).where(eq(materials.id, material.id));
    expect(row).toMatchObject({
      title: material.title,
      link: material.link,
      image: material.image,
    });
  });
});
