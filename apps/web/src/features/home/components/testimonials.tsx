import { t } from '@/lib/i18n';
import { testimonials } from '../content';

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="testimonials" className="mb-8 text-center text-3xl font-bold">
        {t('home.testimonialsTitle')}
      </h2>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="card h-full border border-base-200 bg-base-100 shadow-sm">
              <div className="card-body">
                <blockquote className="italic">{testimonial.quote}</blockquote>
                <figcaption className="mt-2 font-semibold">— {testimonial.name}</figcaption>
              </div>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
