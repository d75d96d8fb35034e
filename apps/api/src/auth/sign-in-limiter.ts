import type { CounterStore } from '../storage/counter-store';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * ARCHITECTURE §4: five failed sign-ins for one account from one IP within 15 minutes lock that
 * pair out; an IP failing across many accounts is locked out after a larger number, so a
 * password-spraying client is stopped without locking out a whole school behind one NAT; and an
 * account guessed at from many addresses is locked after more still, which caps a distributed
 * guesser at the price of letting a determined one lock that account for 15 minutes.
 */
export const SIGN_IN_LIMITS = {
  perAccountAndIp: 5,
  perIp: 30,
  perAccount: 20,
  windowMs: FIFTEEN_MINUTES,
};

/**
 * An attempt on an account is counted before its password is checked, so attempts sent all at
 * once cannot each find the counters still low; one that succeeds is taken back, as it guessed
 * nothing. The per-address count across accounts only counts failures, after the fact: a class
 * signing in at once from behind one school address must not be refused for being many.
 */
export function createSignInLimiter(store: CounterStore) {
  const ipKey = (ip: string) => `signin:ip:${ip}`;
  const keys = (ip: string, email: string) => {
    const account = email.trim().toLowerCase();
    return {
      pair: `signin:pair:${ip}:${account}`,
      ip: ipKey(ip),
      account: `signin:account:${account}`,
    };
  };
  return {
    /** Counts the attempt; false when it goes over a limit and must be refused. */
    async admit(ip: string, email: string): Promise<boolean> {
      const k = keys(ip, email);
      const { windowMs } = SIGN_IN_LIMITS;
      const [pair, perAccount, perIp] = await Promise.all([
        store.increment(k.pair, windowMs),
        store.increment(k.account, windowMs),
        store.count(k.ip),
      ]);
      return (
        pair <= SIGN_IN_LIMITS.perAccountAndIp &&
        perAccount <= SIGN_IN_LIMITS.perAccount &&
        perIp < SIGN_IN_LIMITS.perIp
      );
    },
    async recordFailure(ip: string): Promise<void> {
      await store.increment(ipKey(ip), SIGN_IN_LIMITS.windowMs);
    },
    /** The right password: this attempt stops counting, and the pair starts afresh. */
    async recordSuccess(ip: string, email: string): Promise<void> {
      const k = keys(ip, email);
      await Promise.all([store.reset(k.pair), store.decrement(k.account)]);
    },
  };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
