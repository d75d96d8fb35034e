import { directionOf, escapeHtml, type Language } from '@studyhall/shared';
import { translatorFor } from '../i18n';

/** What a mail says, before it is laid out as text and HTML. */
export interface MailContent {
  subject: string;
  /** Plain sentences; whatever a user typed in them is escaped for the HTML part. */
  paragraphs: string[];
  /** The one thing to do, as an absolute link. */
  action?: { label: string; url: string } | undefined;
  /** Why this mail came and, for those one may turn off, how to stop them. */
  unsubscribeUrl?: string | undefined;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

const SITE_NAME = 'StudyHall';

/**
 * A subject is one header line: line breaks and other controls, which could start a header of
 * their own, become spaces, and a long title is cut.
 */
export function subjectLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  const oneLine = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
  return oneLine.length > 150 ? `${oneLine.slice(0, 149)}…` : oneLine;
}

/**
 * Lays a mail out twice, as text and as HTML, with the site's name and the same links, in the
 * recipient's language (its own words given in it already; the layout's words from the API's
 * catalogue).
 */
export function composeMail(content: MailContent, language: Language): ComposedMail {
  const t = translatorFor(language);
  const subject = subjectLine(`${content.subject} · ${SITE_NAME}`);
  const text = [
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    `— ${SITE_NAME}`,
    ...(content.unsubscribeUrl ? [t('mail.stopText', { url: content.unsubscribeUrl })] : []),
  ].join('\n\n');

  const paragraphs = content.paragraphs.map(
    (paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`,
  );
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(t('mail.openLink', { url: content.action.url }))}</p>`
    : '';
  const unsubscribe = content.unsubscribeUrl
    ? `<p style="margin:24px 0 0;font-size:12px;color:#777777">${t('mail.unsubscribeHtml', {
        link: `<a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#777777">${escapeHtml(t('mail.unsubscribe'))}</a>`,
      })}</p>`
    : '';
  const html = [
    '<!doctype html>',
    `<html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    `<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${SITE_NAME}</p>`,
    ...paragraphs,
    action,
    unsubscribe,
    '</div></body></html>',
  ].join('');
  return { subject, text, html };
}
