import type { FastifyReply } from 'fastify';
import { TOTAL_COUNT_HEADER } from '@studyhall/shared';

/** Lists stay JSON arrays; the total travels in `X-Total-Count`. */
export function sendPage<T>(reply: FastifyReply, rows: T[], total: number): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(total));
  return rows;
}
