import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  apiMessages,
  type Catalogue,
  createTranslate,
  englishApiMessages,
  type Language,
  messageTexts,
  type MessageTexts,
  readMessagesFrom,
} from '@studyhall/shared';
import arApiMessages from '@studyhall/shared/locales/api/ar.json';
import esApiMessages from '@studyhall/shared/locales/api/es.json';
import arMessages from '@studyhall/shared/locales/ar.json';
import esMessages from '@studyhall/shared/locales/es.json';
import { languageFor } from '../i18n';

/*
 * The language of a request's answers (docs/api.md#languages): the signed-in account's, else the
 * first of Accept-Language we speak, else DEFAULT_LANGUAGE. `messages` and `apiMessages` of
 * packages/shared read it through an AsyncLocalStorage, so two requests answered at once never
 * borrow each other's language. Outside a request (jobs, start-up) they read English; mails choose
 * their recipient's language themselves (i18n.ts).
 */

function textsOf(language: Language, catalogue: Catalogue): MessageTexts {
  return messageTexts(createTranslate(language, catalogue), catalogue);
}

const TEXTS: Record<Exclude<Language, 'en'>, MessageTexts> = {
  es: textsOf('es', { ...esMessages, ...esApiMessages }),
  ar: textsOf('ar', { ...arMessages, ...arApiMessages }),
};

interface RequestLanguage {
  language: Language;
  /** zod's own texts given in this request so far, told apart from the schemas' (`isZodText`). */
  zodTexts: Set<string>;
}

const storage = new AsyncLocalStorage<RequestLanguage>();
const stores = new WeakMap<FastifyRequest, RequestLanguage>();

readMessagesFrom(() => {
  const language = storage.getStore()?.language;
  return language && language !== 'en' ? TEXTS[language] : undefined;
});

/**
 * zod's generic texts ('Invalid input: expected string, received number'), for the checks the
 * schemas give no text of their own, in zod's own translations. Installed here, on the API only:
 * the web's forms give every check they can fail a text of messages, so its first script carries
 * none of zod's locales (docs/performance.md#web-budget).
 */
const ZOD_TEXTS: Record<Language, z.core.$ZodErrorMap> = {
  en: z.locales.en().localeError,
  es: z.locales.es().localeError,
  ar: z.locales.ar().localeError,
};

type ValueKind = keyof typeof englishApiMessages.valueKinds;
/** A kind of value zod names in English, as a word of its own, not inside a quoted option. */
const VALUE_KIND = new RegExp(
  `(?<![\\w"])(?:${Object.keys(englishApiMessages.valueKinds).join('|')})(?![\\w"])`,
  'g',
);

z.config({
  localeError: (issue) => {
    const store = storage.getStore();
    const language = store?.language ?? 'en';
    const text = ZOD_TEXTS[language](issue);
    // Some of zod's Arabic texts start with a space.
    let message = typeof text === 'string' ? text.trim() : text?.message.trim();
    if (message && language !== 'en') {
      message = message.replace(VALUE_KIND, (kind) => apiMessages.valueKinds[kind as ValueKind]);
    }
    if (message) store?.zodTexts.add(message);
    return message;
  },
});

/**
 * Whether `message`, refusing this request's input, is one of zod's generic texts rather than a
 * schema's own (http/errors.ts names the field before the one, after the other).
 */
export function isZodText(request: FastifyRequest, message: string): boolean {
  return stores.get(request)?.zodTexts.has(message) ?? false;
}

/** The request's language holder, made on first ask from its Accept-Language. */
function storeOf(request: FastifyRequest): RequestLanguage {
  let store = stores.get(request);
  if (!store) {
    const fallback = request.server.config.defaultLanguage;
    store = {
      language: languageFor(null, request.headers['accept-language'], fallback),
      zodTexts: new Set(),
    };
    stores.set(request, store);
  }
  return store;
}

/** Runs `work` in the request's language: for code Fastify calls outside a hook's chain. */
export function inRequestLanguage<T>(request: FastifyRequest, work: () => T): T {
  return storage.run(storeOf(request), work);
}

/**
 * Each stage enters the request's language anew: the body arrives from the socket, outside the
 * context the first hook entered. Before validation the account's choice, once the caller is
 * known, replaces the header's, so a 400 reads in it too.
 */
export function answerInRequestLanguage(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => storage.run(storeOf(request), done));
  app.addHook('preValidation', (request, _reply, done) => {
    const store = storeOf(request);
    request.caller().then(
      (caller) => {
        if (caller?.language) {
          store.language = languageFor(
            caller.language,
            request.headers['accept-language'],
            request.server.config.defaultLanguage,
          );
        }
        storage.run(store, done);
      },
      // The access hook asks again and answers the failure; the header's language stands.
      () => storage.run(store, done),
    );
  });
  app.addHook('preHandler', (request, _reply, done) => storage.run(storeOf(request), done));
}
