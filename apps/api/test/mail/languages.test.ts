import { describe, expect, it } from 'vitest';
import { passwordResetMail, verificationMail } from '../../src/mail/account-mails';
import { composeMail } from '../../src/mail/compose';
import { languageFor, translatorFor } from '../../src/i18n';
import { notices } from '../../src/modules/notifications/notices';

const SITE = 'http://localhost:3000';
const user = { name: 'Sam', email: 'sam@example.com' };

describe('mails in the recipient language', () => {
  it('writes the account mails in Spanish and Arabic, the Arabic one right to left', () => {
    const es = passwordResetMail(SITE, user, 'tok', 'es');
    expect(es.subject).toBe('Restablece tu contraseña · StudyHall');
    expect(es.text).toContain('Hola, Sam:');
    expect(es.html).toContain('<html lang="es" dir="ltr">');
    const ar = verificationMail(SITE, user, 'tok', 'ar');
    expect(ar.subject).toBe('تأكيد عنوان بريدك الإلكتروني · StudyHall');
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.text).toContain('مرحبًا Sam،');
  });

  it('keeps the English layout as it was', () => {
    const mail = composeMail(
      { subject: 'S', paragraphs: ['P'], unsubscribeUrl: `${SITE}/unsubscribe?token=x` },
      'en',
    );
    expect(mail.text).toContain(`To stop emails like this one: ${SITE}/unsubscribe?token=x`);
    expect(mail.html).toContain('">Unsubscribe</a> from emails like this one.</p>');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  it("counts by the language's plural rules and writes money and dates by Intl", () => {
    const reminder = (count: number, language: 'en' | 'ar') =>
      notices
        .classReminder({
          session: {
            id: 's',
            title: 'Algebra',
            tutorId: 't',
            startsAt: new Date('2030-03-26T08:00:00Z'),
            location: null,
            meetingUrl: null,
          },
          to: { userId: 't' },
          timeZone: 'Europe/Paris',
          bookedCount: count,
        })
        .say(translatorFor(language), language);
    expect(reminder(1, 'en').body).toBe('Your class is coming up, with 1 student booked.');
    expect(reminder(2, 'en').title).toBe(
      'Reminder: "Algebra" starts on Tuesday, 26 March 2030 at 09:00 (Europe/Paris)',
    );
    expect(reminder(2, 'ar').body).toContain('طالبان');
    expect(reminder(11, 'ar').body).toContain('طالبًا');
    const [paid] = notices.booked(
      { id: 's', title: 'Algebra', tutorId: 't' },
      { id: 'u', name: 'Sam' },
      1250,
    );
    expect(paid!.say(translatorFor('en'), 'en').body).toBe(
      'Your payment of $12.50 went through and your seat is booked.',
    );
    expect(paid!.say(translatorFor('es'), 'es').body).toContain('12,50');
  });

  it("picks the account's language, then Accept-Language, then the default", () => {
    expect(languageFor('ar', 'es', 'en')).toBe('ar');
    expect(languageFor(null, 'fr;q=0.9, es-MX, en;q=0.5', 'en')).toBe('es');
    expect(languageFor(null, 'fr', 'es')).toBe('es');
  });
});
