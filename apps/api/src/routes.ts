import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './modules/account/routes';
import { attendanceRoutes } from './modules/attendance/routes';
import { auditRoutes } from './modules/audit/routes';
import { bookingsRoutes } from './modules/bookings/routes';
import { calendarRoutes } from './modules/calendar/routes';
import { exportsRoutes } from './modules/exports/routes';
import { insightsRoutes } from './modules/insights/routes';
import { availabilityRoutes } from './modules/lessons/availability-routes';
import { lessonTypesRoutes } from './modules/lessons/lesson-types-routes';
import { lessonsRoutes } from './modules/lessons/routes';
import { materialsRoutes } from './modules/materials/routes';
import { meetingsRoutes } from './modules/meetings/routes';
import { notesRoutes } from './modules/notes/routes';
import { notificationsRoutes } from './modules/notifications/routes';
import { outboxRoutes } from './modules/outbox/routes';
import { adminPaymentsRoutes } from './modules/payments/admin-routes';
import { myPaymentsRoutes } from './modules/payments/my-routes';
import { paymentsRoutes } from './modules/payments/routes';
import { reviewsRoutes } from './modules/reviews/routes';
import { sessionsRoutes } from './modules/sessions/routes';
import { systemRoutes } from './modules/system/routes';
import { tutorsRoutes } from './modules/tutors/routes';
import { uploadsRoutes } from './modules/uploads/routes';
import { usersRoutes } from './modules/users/routes';
import { waitlistRoutes } from './modules/waitlist/routes';

/** Every route of the product: the uploaded files at /uploads, the API under /api. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(uploadsRoutes);
  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(usersRoutes);
      await api.register(sessionsRoutes);
      await api.register(meetingsRoutes);
      await api.register(bookingsRoutes);
      await api.register(paymentsRoutes);
      await api.register(myPaymentsRoutes);
      await api.register(reviewsRoutes);
      await api.register(materialsRoutes);
      await api.register(notesRoutes);
      await api.register(notificationsRoutes);
      await api.register(accountRoutes);
      await api.register(outboxRoutes);
      await api.register(auditRoutes);
      await api.register(adminPaymentsRoutes);
      await api.register(attendanceRoutes);
      await api.register(insightsRoutes);
      await api.register(exportsRoutes);
      await api.register(calendarRoutes);
      await api.register(waitlistRoutes);
      await api.register(tutorsRoutes);
      await api.register(availabilityRoutes);
      await api.register(lessonTypesRoutes);
      await api.register(lessonsRoutes);
    },
    { prefix: '/api' },
  );
}
