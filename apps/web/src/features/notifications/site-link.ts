import type { NotificationDto } from '@studyhall/shared';
import { safeRedirect } from '@/lib/paths';

/** Where a notification leads: a path of this site, never another host; else nowhere. */
export function siteLink({ link }: Pick<NotificationDto, 'link'>): string | null {
  return link && safeRedirect(link) === link ? link : null;
}
