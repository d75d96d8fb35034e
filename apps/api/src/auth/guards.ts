import type { FastifyRequest } from 'fastify';
import { messages, type Role } from '@studyhall/shared';
import { HttpError } from '../http/errors';
import type { Caller } from './caller';

export async function requireUser(request: FastifyRequest): Promise<Caller> {
  const caller = await request.caller();
  if (!caller) throw new HttpError(401, messages.auth.notSignedIn);
  return caller;
}

export async function requireRole(request: FastifyRequest, ...roles: Role[]): Promise<Caller> {
  const caller = await requireUser(request);
  if (!roles.includes(caller.role)) throw new HttpError(403, messages.auth.forbidden);
  return caller;
}
