import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { messages } from '@studyhall/shared';
import { paths } from '@/lib/paths';
import { t } from '@/lib/i18n';

/** Last resort when a page throws while drawing or its chunk fails to load. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main
      id="main"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center"
    >
      <h1 className="text-3xl font-bold">
        {notFound ? messages.generic.notFound : messages.generic.internal}
      </h1>
      <Link to={paths.home.getHref()} className="btn btn-primary" reloadDocument>
        {t('shell.goHome')}
      </Link>
    </main>
  );
}
