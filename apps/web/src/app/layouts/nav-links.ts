import { paths } from '@/lib/paths';

/** The navbar links (docs/product.md#visitor), labels as text keys; Dashboard only for a signed-in user. */
export const navLinks = [
  { to: paths.home.getHref(), label: 'shell.nav.home', signedInOnly: false },
  { to: paths.tutors.getHref(), label: 'shell.nav.tutors', signedInOnly: false },
  { to: paths.studySessions.getHref(), label: 'shell.nav.studySessions', signedInOnly: false },
  { to: paths.dashboard.root.getHref(), label: 'shell.nav.dashboard', signedInOnly: true },
] as const;
