import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Auth } from './auth';

export interface AdminAccount {
  email: string;
  password: string | undefined;
  name: string;
}

/**
 * Makes sure the account exists with role admin and a verified address (the operator named it). An
 * existing account is promoted and keeps its password; a new one is created with the given password.
 */
export async function ensureAdmin(
  auth: Auth,
  db: Db,
  admin: AdminAccount,
): Promise<'promoted' | 'created' | 'unchanged'> {
  const email = admin.email.toLowerCase();
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  if (existing) {
    if (existing.role === 'admin' && existing.emailVerified) return 'unchanged';
    await db
      .update(users)
      .set({ role: 'admin', pendingReason: null, emailVerified: true })
      .where(eq(users.id, existing.id));
    return 'promoted';
  }
  if (!admin.password) {
    throw new Error(`ADMIN_PASSWORD is required to create the admin account ${email}`);
  }
  await auth.api.signUpEmail({ body: { email, password: admin.password, name: admin.name } });
  await db.update(users).set({ role: 'admin', emailVerified: true }).where(eq(users.email, email));
  return 'created';
}
