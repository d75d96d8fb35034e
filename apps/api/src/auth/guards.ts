import type { FastifyRequest } from 'fastify';
import type { Role } from '@studyhall/shared';
import { forbidden, notSignedIn } from '../domain/refusal';
import type { Caller } from '../domain/caller';

export async function requireUser(request: FastifyRequest): Promise<Caller> {
  const caller = await request.caller();
  if (!caller) throw notSignedIn();
  return caller;
}

export async function requireRole(request: FastifyRequest, ...roles: Role[]): Promise<Caller> {
  const caller = await requireUser(request);
  if (!roles.includes(caller.role)) throw forbidden();
  return caller;
}
