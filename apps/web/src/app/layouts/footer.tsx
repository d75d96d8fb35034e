import { Link } from 'react-router';
import { useSession } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { Logo } from './logo';

const CONTACT_EMAIL = 'support@studyhall.app';
const CONTACT_PHONE = '+1 (555) 014-2024';

const socialLinks = [
  { label: 'StudyHall on Facebook', href: 'https://www.facebook.com/', short: 'Facebook' },
  { label: 'StudyHall on X', href: 'https://x.com/', short: 'X' },
  { label: 'StudyHall on LinkedIn', href: 'https://www.linkedin.com/', short: 'LinkedIn' },
  { label: 'StudyHall on YouTube', href: 'https://www.youtube.com/', short: 'YouTube' },
];

export function Footer() {
  const { user } = useSession();
  const quickLinks = [
    { to: paths.home.getHref(), label: 'Home' },
    ...(user ? [{ to: paths.dashboard.root.getHref(), label: 'Dashboard' }] : []),
    { to: paths.tutors.getHref(), label: 'Tutors' },
    { to: paths.studySessions.getHref(), label: 'Study Sessions' },
  ];

  return (
    <footer className="mt-16 bg-neutral text-neutral-content print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo accentClass="text-indigo-300" />
          <p className="text-sm text-neutral-content/80">
            Empowering students and tutors through study sessions, resource sharing and learning
            tools.
          </p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="footer-title">
            Quick Links
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
            Follow Us
          </h2>
          <ul className="space-y-2">
            {socialLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="link link-hover"
                  aria-label={link.label}
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
          <h2 className="footer-title">Contact</h2>
          <p>
            Email:{' '}
            <a href={`mailto:${CONTACT_EMAIL}`} className="link link-hover">
              {CONTACT_EMAIL}
            </a>
          </p>
          <p>
            Phone:{' '}
            <a href={`tel:${CONTACT_PHONE.replace(/[^+\d]/g, '')}`} className="link link-hover">
              {CONTACT_PHONE}
            </a>
          </p>
        </address>
      </div>
      <p className="border-t border-neutral-content/20 py-4 text-center text-sm">
        © {new Date().getFullYear()} StudyHall. All rights reserved.
      </p>
    </footer>
  );
}
