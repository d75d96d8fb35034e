import { Link } from 'react-router';
import { useSession } from '@/lib/auth';
import { useHydrated } from '@/lib/use-hydrated';
import { paths } from '@/lib/paths';
import { Logo } from './logo';
import { t } from '@/lib/i18n';

const CONTACT_EMAIL = 'support@studyhall.app';
const CONTACT_PHONE = '+1 (555) 014-2024';

const socialLinks = [
  { href: 'https://www.facebook.com/', short: 'Facebook' },
  { href: 'https://x.com/', short: 'X' },
  { href: 'https://www.linkedin.com/', short: 'LinkedIn' },
  { href: 'https://www.youtube.com/', short: 'YouTube' },
];

export function Footer() {
  const { user } = useSession();
  // The server draws the footer for a visitor: the account's links come once it is hydrated.
  const signedIn = useHydrated() && user;
  const quickLinks = [
    { to: paths.home.getHref(), label: t('shell.nav.home') },
    ...(signedIn ? [{ to: paths.dashboard.root.getHref(), label: t('shell.nav.dashboard') }] : []),
    { to: paths.tutors.getHref(), label: t('shell.nav.tutors') },
    { to: paths.studySessions.getHref(), label: t('shell.nav.studySessions') },
  ];

  return (
    <footer className="mt-16 bg-neutral text-neutral-content print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo accentClass="text-indigo-300" />
          <p className="text-sm text-neutral-content/80">{t('shell.footer.about')}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="footer-title">
            {t('shell.footer.quickLinks')}
          </h2>
          <ul className="space-y-2">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="link link-hover">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-social">
          <h2 id="footer-social" className="footer-title">
            {t('shell.footer.followUs')}
          </h2>
          <ul className="space-y-2">
            {socialLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="link link-hover"
                  aria-label={t('shell.footer.onNetwork', { network: link.short })}
                  target="_blank"
                  rel="noreferrer noopener"
                >
                  {link.short}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <address className="not-italic">
          <h2 className="footer-title">{t('shell.footer.contact')}</h2>
          <p>
            {t('shell.footer.email')}{' '}
            <a href={`mailto:${CONTACT_EMAIL}`} className="link link-hover">
              {CONTACT_EMAIL}
            </a>
          </p>
          <p>
            {t('shell.footer.phone')}{' '}
            <a
              href={`tel:${CONTACT_PHONE.replace(/[^+\d]/g, '')}`}
              className="link link-hover"
              dir="ltr"
            >
              {CONTACT_PHONE}
            </a>
          </p>
        </address>
      </div>
      <p className="border-t border-neutral-content/20 py-4 text-center text-sm">
        {t('shell.footer.rights', { year: String(new Date().getFullYear()) })}
      </p>
    </footer>
  );
}
