import { describe, expect, it } from 'vitest';
import { ROLES } from '@studyhall/shared';
import { menuLinks } from './dashboard-links';

const linksOf = (role: (typeof ROLES)[number]) =>
  Object.fromEntries(menuLinks(role).map((link) => [link.label, link.to]));

describe('the dashboard menu', () => {
  it.each(ROLES)('gives a %s their notifications and profile', (role) => {
    expect(linksOf(role)).toMatchObject({
      Notifications: '/dashboard/notifications',
      'My Profile': '/dashboard/profile',
    });
  });

  it.each([
    ['Outbox', '/dashboard/outbox'],
    ['Audit Log', '/dashboard/audit-log'],
    ['Payments', '/dashboard/payments'],
  ])('gives the %s to admins only', (label, to) => {
    expect(linksOf('admin')).toMatchObject({ [label]: to });
    expect(linksOf('student')).not.toHaveProperty([label]);
    expect(linksOf('tutor')).not.toHaveProperty([label]);
  });
});
