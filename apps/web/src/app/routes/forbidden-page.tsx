import { Link } from 'react-router';
import { messages } from '@studyhall/shared';
import { paths } from '@/lib/paths';
import { t } from '@/lib/i18n';

export default function ForbiddenPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">{messages.forbidden.title}</h1>
      <p className="text-base-content/80">{messages.forbidden.text}</p>
      <Link to={paths.home.getHref()} className="btn btn-primary">
        {t('shell.goHome')}
      </Link>
    </section>
  );
}
