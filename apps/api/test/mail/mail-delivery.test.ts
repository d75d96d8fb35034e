import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_LINK, type OutboxMailDto } from '@studyhall/shared';
import { outbox } from '../../src/db/schema';
import { composeMail } from '../../src/mail/compose';
import { createSession, daysFromToday } from '../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../helper';
import { eventually, type SmtpServer, startSmtpServer } from './smtp-server';

/*
 * Mail goes through the outbox to a real SMTP server (docs/product.md#mail): what it receives is
 * what a person's inbox would, and a server that goes away loses nothing and doubles nothing.
 */

let smtp: SmtpServer;
let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url() });
  admin = await ctx.signUp('admin');
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
});

async function outboxRows() {
  const response = await ctx.app.inject({
    url: '/api/admin/outbox?limit=100',
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<OutboxMailDto[]>();
}

async function askToTutor(reason: string): Promise<TestUser> {
  const student = await ctx.signUp('student');
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/users/request-tutor',
    headers: student.headers,
    payload: { reason },
  });
  expect(response.statusCode).toBe(200);
  return student;
}

describe('mail over SMTP', () => {
  it('delivers an event as a text and HTML mail with the site name, absolute links and an unsubscribe header', async () => {
    const tutor = await ctx.signUp('tutor', { name: 'Ada <b>Lovelace</b>' });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: tutor.headers,
      payload: {
        title: 'Proofs & <script>alert(1)</script>',
        description: 'Induction, step by step.',
        registrationStart: '2030-01-01',
        registrationEnd: '2030-01-10',
        classStart: '2030-01-15',
        classEnd: '2030-01-20',
        duration: '2 hours',
      },
    });
    expect(created.statusCode).toBe(201);

    const mail = await eventually(() => {
      const [received] = smtp.to(admin.user.email);
      expect(received).toBeDefined();
      return received!;
    });
    expect(mail.subject).toBe(
      'New session to review: "Proofs & <script>alert(1)</script>" · StudyHall',
    );
    expect(mail.text).toContain('Ada <b>Lovelace</b> is waiting for this session to be approved.');
    expect(mail.text).toContain('http://localhost:3000/dashboard/all-sessions');
    // What users typed is text in the HTML part, never markup.
    expect(mail.html).toContain('Proofs &amp; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
    expect(mail.html).not.toMatch(/<script|<b>/);
    expect(mail.html).toContain('href="http://localhost:3000/dashboard/all-sessions"');
    // Long header lines are folded on the wire; unfolded, each is one header.
    const headers = mail.raw.replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/unsubscribe\?token=[\w.-]+>\r$/m,
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);

    // The SMTP server has the mail a moment before the worker records that it was accepted.
    const row = await eventually(async () => {
      const [sent] = (await outboxRows()).filter((m) => m.to === admin.user.email);
      expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
      return sent!;
    });
    expect(row.sentAt).not.toBeNull();
    // Delivered, it is kept without the link that unsubscribes its recipient.
    expect(row.text).toContain(HIDDEN_LINK);
    expect(row.text).toContain('http://localhost:3000/dashboard/all-sessions');
    expect(`${row.text}${row.html}`).not.toContain('token=');
  });

  it('keeps mail queued while SMTP is down and delivers each mail once when it is back', async () => {
    const before = smtp.to(admin.user.email).length;
    await smtp.stop();
    const reasons = ['I tutor maths', 'I tutor chemistry', 'I tutor history'];
    const students = await Promise.all(reasons.map(askToTutor));
    const subjects = students.map((s) => `${s.user.name} asks to become a tutor · StudyHall`);

    // Tried and refused, still waiting in the outbox.
    await eventually(async () => {
      const waiting = (await outboxRows()).filter((m) => m.to === admin.user.email);
      expect(waiting.filter((m) => m.status === 'pending' && m.attempts >= 1)).toHaveLength(3);
    });
    expect(smtp.to(admin.user.email)).toHaveLength(before);

    await smtp.start();
    await eventually(
      async () => {
        const mails = (await outboxRows()).filter((m) => m.to === admin.user.email);
        expect(mails.every((m) => m.status === 'sent')).toBe(true);
      },
      { timeoutMs: 30_000 },
    );
    const received = smtp.to(admin.user.email).slice(before);
    expect(received).toHaveLength(3);
    expect(received.map((m) => m.subject).sort()).toEqual(subjects.sort());
  });

  it('gives a mail up as failed after its last try, keeping the reason', async () => {
    const repo = ctx.app.db;
    const [row] = await repo
      .insert(outbox)
      .values({
        to: 'nobody@example.com',
        kind: 'security',
        subject: 'Last try',
        text: 'x',
        html: '<p>x</p>',
        attempts: 6,
      })
      .returning();
    await smtp.stop();
    await ctx.app.mail.kick();
    try {
      const failed = await eventually(async () => {
        const [current] = await repo.select().from(outbox).where(eq(outbox.id, row!.id));
        expect(current?.status).toBe('failed');
        return current!;
      });
      expect(failed.attempts).toBe(7);
      expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await smtp.start();
    }
  });
});

describe('the booking confirmation', () => {
  it('carries the class as an .ics attachment that imports at the right instant', async () => {
    const tutor = await ctx.signUp('tutor');
    const student = await ctx.signUp('student');
    const session = await createSession(ctx.app.db, tutor.user, {
      title: 'Evening chemistry',
      // One meeting: the file's one event spans the class.
      classStart: daysFromToday(10),
      classEnd: daysFromToday(10),
      classStartTime: '18:30',
      classEndTime: '20:00',
      location: 'Lab 3',
      meetingUrl: 'https://meet.example/chem',
    });
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookedSessions',
      headers: student.headers,
      payload: { sessionId: session.id },
    });
    expect(booked.statusCode).toBe(201);

    const mail = await eventually(() => {
      const [received] = smtp.to(student.user.email);
      expect(received).toBeDefined();
      return received!;
    });
    expect(mail.subject).toBe('Booking confirmed: "Evening chemistry" · StudyHall');
    const [file] = mail.attachments;
    expect(file).toMatchObject({ filename: 'evening-chemistry.ics' });
    expect(file!.contentType).toMatch(/^text\/calendar/);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(file!.content)).getFirstSubcomponent('vevent')!,
    );
    expect(event.summary).toBe('Evening chemistry');
    expect(event.location).toBe('Lab 3');
    expect(event.startDate.toJSDate().toISOString()).toBe(session.startsAt.toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe(session.endsAt.toISOString());
    expect(event.description).toContain('https://meet.example/chem');
  });
});

describe('composeMail', () => {
  it('keeps a subject to one header line, whatever its text holds', () => {
    const mail = composeMail(
      {
        subject: 'Hello\r\nBcc: victim@example.com\nX-Evil: 1',
        paragraphs: ['Hi'],
      },
      'en',
    );
    expect(mail.subject).toBe('Hello Bcc: victim@example.com X-Evil: 1 · StudyHall');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('escapes every paragraph and link in the HTML part', () => {
    const mail = composeMail(
      {
        subject: 'S',
        paragraphs: ['"quoted" <img src=x onerror=alert(1)>'],
        action: { label: 'Go <now>', url: 'http://localhost:3000/a?b=1&c="2"' },
      },
      'en',
    );
    expect(mail.html).toContain('&quot;quoted&quot; &lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('href="http://localhost:3000/a?b=1&amp;c=&quot;2&quot;"');
    expect(mail.html).not.toContain('<img');
  });
});

describe('the outbox without SMTP', () => {
  let captured: TestContext;
  beforeAll(async () => {
    captured = await createTestContext();
  });
  afterAll(() => captured.close());

  it('keeps every mail as captured, for admins only, newest first', async () => {
    const reader = await captured.signUp('admin');
    const student = await captured.signUp('student');
    for (const reason of ['first', 'second']) {
      const response = await captured.app.inject({
        method: 'PATCH',
        url: '/api/users/request-tutor',
        headers: (await captured.signUp('student')).headers,
        payload: { reason },
      });
      expect(response.statusCode).toBe(200);
    }
    const mails = await eventually(async () => {
      const response = await captured.app.inject({
        url: '/api/admin/outbox',
        headers: reader.headers,
      });
      const page = response.json<OutboxMailDto[]>().filter((m) => m.to === reader.user.email);
      expect(page).toHaveLength(2);
      expect(page.every((m) => m.status === 'captured' && m.sentAt !== null)).toBe(true);
      expect(response.headers['x-total-count']).toBe(String(response.json<unknown[]>().length));
      return page;
    });
    expect(Date.parse(mails[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(mails[1]!.createdAt));
    expect(mails[0]).toMatchObject({ text: expect.stringContaining('http://localhost:3000/') });

    const refused = await captured.app.inject({
      url: '/api/admin/outbox',
      headers: student.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});
