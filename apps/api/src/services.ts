import type { FastifyInstance } from 'fastify';
import { createOneStatement, createTransact, type UnitWriters } from './db/transact';
import { recordAudit } from './modules/audit/record';
import { createSeatDesk } from './modules/bookings/seat-desk';
import { createBookingService } from './modules/bookings/service';
import { createClassService } from './modules/classes/service';
import { createLessonService } from './modules/lessons/service';
import { createMeetingService } from './modules/meetings/service';
import { addressNotices, writeNotices } from './modules/notifications/notify';
import { createPaidBookings } from './modules/payments/paid-booking';
import { createPaymentService } from './modules/payments/service';
import { createPaymentSettlement } from './modules/payments/settle';

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's services, each built once (services.ts). */
    services: Services;
  }
}

/**
 * Builds every service once and hands each the others it uses, so the modules import each other
 * in one direction only (scripts/check-module-graph.mjs): payments settle into bookings, classes
 * use both, and booking reaches paid money through what it is given here.
 */
function createServices(app: FastifyInstance) {
  const settlement = createPaymentSettlement(app);
  const paidBookings = createPaidBookings(app, settlement);
  const seats = createSeatDesk(app.db);
  const bookings = createBookingService(app, { paid: paidBookings, seats });
  const payments = createPaymentService(app, { bookings });
  const classes = createClassService(app, { payments, settlement, seats });
  const meetings = createMeetingService(app);
  const lessons = createLessonService(app);
  return { settlement, paidBookings, bookings, payments, classes, meetings, lessons };
}

export type Services = ReturnType<typeof createServices>;

/**
 * The unit of work every change runs in (its notices and audit entries in its transaction, the
 * mail worker woken after), its one-statement form, and the services built on it. Needs the app's
 * database and mail.
 */
export function provideServices(app: FastifyInstance): void {
  const site = {
    publicUrl: app.config.publicUrl,
    secret: app.config.authSecret,
    defaultLanguage: app.config.defaultLanguage,
  };
  const writers: UnitWriters = {
    addressNotices: (tx, notices) => addressNotices(tx, notices, site),
    writeNotices,
    writeAudit: recordAudit,
    afterNotices: () => void app.mail.kick(),
  };
  app.decorate('transact', createTransact(app.db, writers));
  app.decorate('oneStatement', createOneStatement(app.db, writers));
  app.decorate('services', createServices(app));
}
