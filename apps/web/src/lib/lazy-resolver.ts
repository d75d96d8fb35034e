import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose code (zod and the schema) downloads when the form is first checked, not
 * with the page: on a page that is mostly a form, zod was a fifth of the script the first paint
 * waited for. `preload()` starts the download early, once the page is on screen.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let loading: Promise<Resolver<T>> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      // A failed download is tried again at the next check, where the form reports it.
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<T> = async (values, context, options) =>
    (await preload())(values, context, options);
  return { resolver, preload };
}
