import type { TextValues, Translate } from './translate';

/*
 * The texts of messages.ts in the reader's language (docs/languages.md#the-shared-messages).
 * messages.ts stays the English source; `messageView` turns it into an object of the same shape
 * whose every leaf reads the current language's catalogue when it is read, so the code naming
 * `messages.bookings.booked` never changes. What "current" means is each side's to say: the web's
 * page language (apps/web/src/lib/i18n.ts), the API's request language
 * (apps/api/src/http/request-language.ts).
 */

/** A message that is a function of values: each argument is a positional ICU placeholder, `{0}`… */
export type MessageFunction = (...values: never[]) => string;
export interface MessageTree {
  readonly [key: string]: string | MessageFunction | MessageTree;
}

/** The same shape, with every text a string of whichever language is current. */
export type MessageView<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...values: infer A) => string
      ? (...values: A) => string
      : MessageView<T[K]>;
};

/** One language's message texts by path (`bookings.booked`); undefined for a path it lacks. */
export type MessageTexts = (path: string, values?: TextValues) => string | undefined;

let currentTexts: () => MessageTexts | undefined = () => undefined;

/**
 * Where `messages` reads its texts from now on: a function answering the current language's
 * texts, or undefined for English. Each side sets it once (or on each language change).
 */
export function readMessagesFrom(source: () => MessageTexts | undefined): void {
  currentTexts = source;
}

/**
 * A language's message texts from its catalogue, keyed by path, and the translate reading it:
 * Lingui's on the API (`createTranslate`), the compiled catalogue's on the web
 * (`createCompiledTranslate`), which carries no message parser.
 */
export function messageTexts(translate: Translate, catalogue: object): MessageTexts {
  return (path, values) => (path in catalogue ? translate(path, values) : undefined);
}

/** The values of a message function's arguments as its placeholders: `{ 0: first, 1: second }`. */
function positional(values: readonly unknown[]): TextValues {
  return Object.fromEntries(values.map((value, index) => [index, value as string | number]));
}

/**
 * `english` as a view: each text a getter, each function a function, reading the current texts
 * under `prefix` + its path and falling back to English where they have none.
 */
export function messageView<T extends MessageTree>(english: T, prefix = ''): MessageView<T> {
  const view = {};
  for (const [key, value] of Object.entries(english)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') {
      Object.defineProperty(view, key, {
        enumerable: true,
        get: () => currentTexts()?.(path) ?? value,
      });
    } else if (typeof value === 'function') {
      const english = value as (...values: unknown[]) => string;
      const text = (...values: unknown[]) =>
        currentTexts()?.(path, positional(values)) ?? english(...values);
      Object.defineProperty(view, key, { enumerable: true, value: text });
    } else {
      Object.defineProperty(view, key, { enumerable: true, value: messageView(value, `${path}.`) });
    }
  }
  return Object.freeze(view) as MessageView<T>;
}
