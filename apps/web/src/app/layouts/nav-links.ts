import { paths } from '@/lib/paths';

/** The navbar links (docs/product.md#visitor); Dashboard only for a signed-in user. */
export const navLinks = [
  { to: paths.home.getHref(), label: 'Home', signedInOnly: false },
  { to: paths.tutors.getHref(), label: 'Tutors', signedInOnly: false },
  { to: paths.studySessions.getHref(), label: 'Study Sessions', signedInOnly: false },
  { to: paths.dashboard.root.getHref(), label: 'Dashboard', signedInOnly: true },
] as const;
