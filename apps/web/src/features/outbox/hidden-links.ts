import { escapeHtml, HIDDEN_LINK } from '@studyhall/shared';
import { outboxTexts } from './texts';

/**
 * A mail's part with each hidden link's marker in the reader's language. The mail is stored with
 * the marker in English (packages/shared/src/outbox.ts), escaped in its HTML part as in its text.
 */
export function hiddenLinksInWords(part: string, kind: 'text' | 'html'): string {
  return kind === 'text'
    ? part.replaceAll(HIDDEN_LINK, outboxTexts.hiddenLink)
    : part.replaceAll(escapeHtml(HIDDEN_LINK), escapeHtml(outboxTexts.hiddenLink));
}
