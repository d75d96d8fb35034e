import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../audit';
import { timestamp } from './common';

/** One entry of the audit log: who did what to which record, from where, and when. */
export const auditEntryDto = z
  .object({
    _id: z.string(),
    actorId: z.string().nullable().meta({
      description:
        'The account that acted; it may since have been deleted. null: the platform itself (a payment given back because no seat was left)',
    }),
    actorEmail: z
      .string()
      .nullable()
      .meta({ description: 'The acting account’s email at the time; kept after it is deleted' }),
    action: z.enum(AUDIT_ACTIONS),
    targetType: z.enum(AUDIT_TARGET_TYPES),
    targetId: z.string(),
    detail: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
      .meta({ description: 'What the action changed, by name (a reason, the old and new role…)' }),
    ip: z.string().nullable().meta({ description: 'The address the request came from' }),
    createdAt: timestamp,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntryDto = z.infer<typeof auditEntryDto>;
