import type { CounterStore } from '../storage/counter-store';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * ARCHITECTURE §4: five failed sign-ins for one account from one IP within 15 minutes lock that
 * pair out; an IP failing across many accounts is locked out after a larger number, so a
 * password-spraying client is stopped without locking out a whole school behind one NAT.
 */
export const SIGN_IN_LIMITS = {
  perAccountAndIp: 5,
  perIp: 30,
  windowMs: FIFTEEN_MINUTES,
};

export function createSignInLimiter(store: CounterStore) {
  const keys = (ip: string, email: string) => ({
    pair: `signin:pair:${ip}:${email.trim().toLowerCase()}`,
    ip: `signin:ip:${ip}`,
  });
  return {
    async isBlocked(ip: string, email: string): Promise<boolean> {
      const k = keys(ip, email);
      const [pair, perIp] = await Promise.all([store.count(k.pair), store.count(k.ip)]);
      return pair >= SIGN_IN_LIMITS.perAccountAndIp || perIp >= SIGN_IN_LIMITS.perIp;
    },
    async recordFailure(ip: string, email: string): Promise<void> {
      const k = keys(ip, email);
      await Promise.all([
        store.increment(k.pair, SIGN_IN_LIMITS.windowMs),
        store.increment(k.ip, SIGN_IN_LIMITS.windowMs),
      ]);
    },
    async recordSuccess(ip: string, email: string): Promise<void> {
      await store.reset(keys(ip, email).pair);
    },
  };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
