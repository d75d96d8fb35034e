import { paths } from '@/lib/paths';

/** The navbar links (docs/product.md#visitor), labels as text keys; Dashboard only for a signed-in user. */
export const navLinks = [
  { to: paths.home.getHref(), label: 'nav.home', signedInOnly: false },
  { to: paths.tutors.getHref(), label: 'nav.tutors', signedInOnly: false },
  { to: paths.studySessions.getHref(), label: 'nav.studySessions', signedInOnly: false },
  { to: paths.dashboard.root.getHref(), label: 'nav.dashboard', signedInOnly: true },
] as const;
