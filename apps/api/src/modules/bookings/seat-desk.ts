import type { Db } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { createTurns } from '../../db/turns';
import type { NoticeRows } from '../../domain/notice';
import { Refusal } from '../../domain/refusal';
import { createBookingsRepository, type NewBooking, type TakenSeat } from './repository';

/** At most this many seats in one statement: the session is locked until it commits. */
const BATCH = 50;

interface Waiting {
  booking: NewBooking;
  told: NoticeRows;
  resolve(seat: TakenSeat): void;
  reject(error: unknown): void;
}

/**
 * The seat statements this process sends outside a transaction (free bookings and a student's
 * free cancellation), one queue per session (docs/decisions/019-a-rush-books-in-batches.md). A
 * registration rush puts 50 bookings of one session in flight at once; sent one by one, each
 * waited for the last to commit and for this busy process to read its answer, and the hundredth
 * was answered a second later. Here the bookings that arrive while one statement runs go together
 * in the next (`insertMany`), each decided by `take_seat` in the order it came. The database
 * still decides every seat; the queue only chooses how many go in one statement.
 */
export function createSeatDesk(db: Db) {
  const bookings = createBookingsRepository(db);
  const waiting = new Map<string, Waiting[]>();
  const cancellationTurns = createTurns();

  async function serve(sessionId: string, queue: Waiting[]): Promise<void> {
    try {
      while (queue.length) await serveBatch(queue.splice(0, BATCH));
    } finally {
      waiting.delete(sessionId);
    }
  }

  async function serveBatch(batch: Waiting[]): Promise<void> {
    try {
      const answers =
        batch.length === 1
          ? [await bookings.insert(batch[0]!.booking, batch[0]!.told).catch(refusalOr)]
          : await bookings.insertMany(batch);
      answers.forEach((answer, i) => settle(batch[i]!, answer));
    } catch (error) {
      // One student's own conflict (booked twice, an account deleted meanwhile) fails the whole
      // statement: each is then tried alone, so only that student hears of it.
      if (batch.length > 1 && (isUniqueViolation(error) || isForeignKeyViolation(error))) {
        for (const one of batch) {
          await bookings.insert(one.booking, one.told).then(one.resolve, one.reject);
        }
      } else {
        for (const one of batch) one.reject(error);
      }
    }
  }

  return {
    /**
     * A free booking's seat with its notices, as `insert` decides it alone: the seat, or the
     * refusal (full, unavailable) or the database's error that `insert` would throw.
     */
    take(booking: NewBooking, told: NoticeRows): Promise<TakenSeat> {
      return new Promise((resolve, reject) => {
        const sessionId = booking.session.id;
        const queue = waiting.get(sessionId);
        if (queue) {
          queue.push({ booking, told, resolve, reject });
          return;
        }
        const started: Waiting[] = [{ booking, told, resolve, reject }];
        waiting.set(sessionId, started);
        void serve(sessionId, started);
      });
    },

    /** A student's free booking given back (`giveSeat`), a few of one session at a time. */
    give(given: Parameters<typeof bookings.giveSeat>[0], told: NoticeRows) {
      return cancellationTurns(given.sessionId, () => bookings.giveSeat(given, told));
    },
  };
}

export type SeatDesk = ReturnType<typeof createSeatDesk>;

function refusalOr(error: unknown): Refusal {
  if (error instanceof Refusal) return error;
  throw error;
}

function settle(one: Waiting, answer: TakenSeat | Refusal): void {
  if (answer instanceof Refusal) one.reject(answer);
  else one.resolve(answer);
}
