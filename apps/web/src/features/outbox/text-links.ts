const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
// Punctuation that ends the sentence around a link rather than the link itself.
const TRAILING = /[.,;:!?)\]}]+$/;

/** The http(s) links of a mail's text part, each once, in order: the admin can follow them. */
export function linksIn(text: string): string[] {
  const found = (text.match(URL_PATTERN) ?? []).map((url) => url.replace(TRAILING, ''));
  return [...new Set(found)];
}
