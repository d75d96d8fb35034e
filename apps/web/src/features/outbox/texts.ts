import { t } from '@/lib/i18n';

/** The outbox's own texts, in the reader's language (locales/<language>/outbox.json). */
export const outboxTexts = {
  get title() {
    return t('outbox.title');
  },
  get empty() {
    return t('outbox.empty');
  },
  get loading() {
    return t('outbox.loading');
  },
  get notSent() {
    return t('outbox.notSent');
  },
  get linksHidden() {
    return t('outbox.linksHidden');
  },
  /** Where a mail had a link only its recipient may follow. */
  get hiddenLink() {
    return t('outbox.hiddenLink');
  },
  get pages() {
    return t('outbox.pages');
  },
  get to() {
    return t('outbox.to');
  },
  get subject() {
    return t('outbox.subject');
  },
  get status() {
    return t('outbox.status');
  },
  get attempts() {
    return t('outbox.attempts');
  },
  get created() {
    return t('outbox.created');
  },
  get sent() {
    return t('outbox.sent');
  },
  get mail() {
    return t('outbox.mail');
  },
  get view() {
    return t('outbox.view');
  },
  viewMail: (subject: string) => t('outbox.viewMail', { subject }),
  get text() {
    return t('outbox.text');
  },
  get linksInText() {
    return t('outbox.linksInText');
  },
  get html() {
    return t('outbox.html');
  },
  htmlPart: (subject: string) => t('outbox.htmlPart', { subject }),
};
