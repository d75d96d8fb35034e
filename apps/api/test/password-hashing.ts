import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { PasswordHashing } from '../src/auth/auth';

/*
 * better-auth's own scrypt, each password hashed once per test worker and each check made once.
 * A hash costs about 170 ms of CPU by design, and the API suite makes thousands of accounts with
 * one password (helper.ts, TEST_PASSWORD): the stored hashes are still real ones, checked for
 * real, only not worked out again. A wrong password is a new pair, so it is refused as ever.
 */
const hashes = new Map<string, Promise<string>>();
const checks = new Map<string, Promise<boolean>>();

function remembered<T>(kept: Map<string, Promise<T>>, key: string, work: () => Promise<T>) {
  let answer = kept.get(key);
  if (!answer) {
    answer = work();
    kept.set(key, answer);
  }
  return answer;
}

export const rememberedHashing: PasswordHashing = {
  hash: (password) => remembered(hashes, password, () => hashPassword(password)),
  verify: ({ hash, password }) =>
    remembered(checks, `${hash}\n${password}`, () => verifyPassword({ hash, password })),
};
