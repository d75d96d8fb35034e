import { t } from '@/lib/i18n';
import { reasons } from '../content';

export function WhyChoose() {
  return (
    <section aria-labelledby="why-choose" className="bg-base-200">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="why-choose" className="mb-8 text-center text-3xl font-bold">
          {t('home.whyTitle')}
        </h2>
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
          {reasons.map((reason) => (
            <li key={reason.id} className="card bg-base-100 shadow-sm">
              <div className="card-body">
                <h3 className="card-title">{reason.title}</h3>
                <p className="text-base-content/80">{reason.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
