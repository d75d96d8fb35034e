import { test as base } from '@playwright/test';
import type { Role } from '@studyhall/shared';
import { createApprovedSession, type SessionFields } from './sessions';
import { createUser, type TestUser } from './users';

export { expect } from '@playwright/test';

export interface ApprovedSession {
  id: string;
  title: string;
  tutor: TestUser;
}

export interface Fixtures {
  /** A new account of `role` (a student unless told), made through the API for this test only. */
  makeUser: (role?: Role, emailPrefix?: string) => Promise<TestUser>;
  /**
   * A new approved session, registration open from yesterday for ten days; by `tutor` or by a new
   * tutor, free unless `fee` is given.
   */
  makeApprovedSession: (
    fields: SessionFields & { fee?: number; tutor?: TestUser },
  ) => Promise<ApprovedSession>;
}

/** Every e2e spec's `test`: Playwright's, with the users and sessions a journey starts from. */
export const test = base.extend<Fixtures>({
  makeUser: async ({ request }, provide) => {
    await provide((role = 'student', emailPrefix) => createUser(request, role, emailPrefix));
  },
  makeApprovedSession: async ({ request, makeUser }, provide) => {
    await provide(async ({ tutor, ...fields }) => {
      const owner = tutor ?? (await makeUser('tutor'));
      const id = await createApprovedSession(request, owner, fields);
      return { id, title: fields.title, tutor: owner };
    });
  },
});
