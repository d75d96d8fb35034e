import { Link } from 'react-router';
import { messages } from '@studyhall/shared';
import { paths } from '@/lib/paths';
import { t } from '@/lib/i18n';

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">404 - {messages.generic.notFound}</h1>
      <Link to={paths.home.getHref()} className="btn btn-primary">
        {t('shell.goHome')}
      </Link>
    </section>
  );
}
