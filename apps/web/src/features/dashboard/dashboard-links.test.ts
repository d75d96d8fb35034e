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

  it('gives the outbox to admins only', () => {
    expect(linksOf('admin')).toMatchObject({ Outbox: '/dashboard/outbox' });
    expect(linksOf('student')).not.toHaveProperty('Outbox');
    expect(linksOf('tutor')).not.toHaveProperty('Outbox');
  });
});
