import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@studyhall/shared';
import type { OidcRoleRules } from '../config';
import { users } from '../db/schema';
import { changeUserRole } from '../modules/users/change-role';
import type { ProviderSignIn } from './sign-in-notes';

/*
 * Roles from the school's provider (OIDC_ROLE_CLAIM with OIDC_TUTOR_VALUES / OIDC_ADMIN_VALUES),
 * applied at every sign-in through it. better-auth reads the provider's profile and opens the
 * session deep inside its callback; what it saw is noted for the request (sign-in-notes.ts) and
 * the role is set once the callback has answered, through the same operation as an admin's change.
 */

/**
 * The claim's values: a claim of that exact name, else a dotted path into nested claims
 * (Keycloak's `realm_access.roles`). A list gives its strings, one string is one value.
 */
export function claimValues(profile: Record<string, unknown>, claim: string): string[] {
  const value =
    claim in profile
      ? profile[claim]
      : claim
          .split('.')
          .reduce<unknown>(
            (node, key) =>
              node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
            profile,
          );
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) {
    return value.filter((item) => typeof item === 'string' || typeof item === 'number').map(String);
  }
  return [];
}

/**
 * The role the provider gives. It speaks only of the roles it has values for: matching admin
 * values make an admin, else matching tutor values a tutor; an admin or tutor it no longer
 * names steps down, while a role it has no values for is left as it is.
 */
export function roleFromClaims(current: Role, values: string[], rules: OidcRoleRules): Role {
  const names = (wanted: string[]) => wanted.some((value) => values.includes(value));
  if (names(rules.adminValues)) return 'admin';
  if (current === 'admin' && rules.adminValues.length === 0) return 'admin';
  if (names(rules.tutorValues)) return 'tutor';
  if (current === 'tutor' && rules.tutorValues.length === 0) return 'tutor';
  return 'student';
}

/** Sets the role the provider gives, after a sign-in through it; audited when it changes. */
export function createRoleSync(app: FastifyInstance) {
  // Built on the first sign-in that needs it: the auth plugin is registered before the app has
  // everything a class service uses.
  return async function syncRole({ profile, userId }: ProviderSignIn): Promise<void> {
    const rules = app.config.oidc?.roles;
    if (!rules || !profile || !userId) return;
    const [account] = await app.db
      .select({ role: users.role, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    if (!account) return;
    const role = roleFromClaims(account.role, claimValues(profile, rules.claim), rules);
    if (role === account.role) return;
    // The operator's own account stays an admin whatever the directory says: it is the way
    // back in (ensure-admin.ts).
    if (account.email === app.config.admin?.email && account.role === 'admin') return;
    const change = await app.transact((unit) =>
      changeUserRole(unit, app.services.classes, {
        userId,
        role,
        actor: null,
        detail: { via: 'school sign-in', claim: rules.claim },
      }),
    );
    if (change.outcome === 'lastAdmin') {
      app.log.warn(
        `The school's provider no longer names ${account.email} an admin, but it is the last admin`,
      );
    }
  };
}
