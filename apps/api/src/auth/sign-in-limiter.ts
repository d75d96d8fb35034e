import { giveBack, type Limit, type LimiterFactory, take } from '../storage/rate-limiters';

/**
 * Password guessing is limited three ways, each counted in 15-minute windows:
 * - one account from one address: 5 failures, then that pair is refused;
 * - one address across accounts: 30 failures, so spraying one password over many accounts stops
 *   without refusing a whole school signing in from behind one address;
 * - one account from all addresses: at 20 failures the account is guarded, but never closed to
 *   its owner: an address that has not failed on it may still try once a minute, while addresses
 *   that failed on it are refused. One address alone reaches at most 5, so it cannot lock anyone.
 *
 * Every attempt is counted before its password is checked, so attempts sent all at once cannot
 * each find the counters still low; a refused attempt and one that succeeds are given back, so
 * only failures are left counted and a 429 can never be used to keep a lock going.
 * docs/decisions/003-sign-in-limits.md says why the counters are rate-limiter-flexible's.
 */
export const SIGN_IN_LIMITS = {
  perAccountAndAddress: 5,
  perAddress: 30,
  perAccount: 20,
  windowSeconds: 15 * 60,
  /** How often a clean address may try a guarded account. */
  guardedRetrySeconds: 60,
};

export interface SignInAttempt {
  /**
   * Ends the attempt. A failure stays counted; an attempt that succeeded, or was refused before
   * its password was checked (`undecided`), is given back.
   */
  settle(outcome: 'succeeded' | 'failed' | 'undecided'): Promise<void>;
}

export function createSignInLimiter(limiter: LimiterFactory) {
  const limit = (name: string, points: number, windowSeconds = SIGN_IN_LIMITS.windowSeconds) =>
    limiter({ name, points, windowSeconds });
  const perAddress = limit('signin-address', SIGN_IN_LIMITS.perAddress);
  const perPair = limit('signin-pair', SIGN_IN_LIMITS.perAccountAndAddress);
  const perAccount = limit('signin-account', SIGN_IN_LIMITS.perAccount);
  const guardedRetry = limit('signin-guarded-retry', 1, SIGN_IN_LIMITS.guardedRetrySeconds);
  /** Attempts of this process still waiting for their password check, per address. */
  const inFlight = new Map<string, Set<Promise<void>>>();

  /**
   * An address's count includes its attempts still in flight. When those fill it, the next one
   * waits for them to end rather than being refused: a class signing in at once from one address
   * all get through, while failures still never exceed the limit.
   */
  async function takeAddress(address: string): Promise<boolean> {
    for (;;) {
      if (await take(perAddress, address)) return true;
      const pending = inFlight.get(address);
      if (!pending?.size) return false;
      await Promise.race(pending);
    }
  }

  /** A guarded account admits an address that has not failed on it, once a minute. */
  async function takeGuardedAccount(pair: string): Promise<boolean> {
    // This attempt is one of the pair's points; any other is a failure or a guess in flight.
    const pairCount = (await perPair.get(pair))?.consumedPoints ?? 0;
    return pairCount <= 1 && (await take(guardedRetry, pair));
  }

  function track(address: string): () => void {
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    const pending = inFlight.get(address) ?? new Set();
    pending.add(ended);
    inFlight.set(address, pending);
    return () => {
      pending.delete(ended);
      if (!pending.size) inFlight.delete(address);
      end();
    };
  }

  return {
    /** Counts an attempt before its password is checked; null when it must be refused. */
    async admit(address: string, email: string): Promise<SignInAttempt | null> {
      const account = email.trim().toLowerCase();
      const pair = `${address} ${account}`;
      if (!(await takeAddress(address))) return null;
      const taken: Limit[] = [{ limiter: perAddress, key: address }];
      const refuse = async () => {
        await giveBack(taken);
        return null;
      };

      if (!(await take(perPair, pair))) return refuse();
      taken.push({ limiter: perPair, key: pair });
      if (!(await take(perAccount, account))) {
        if (!(await takeGuardedAccount(pair))) return refuse();
        // Admitted past the account's limit: a failure here still counts on the account.
        await perAccount.penalty(account);
      }
      taken.push({ limiter: perAccount, key: account });

      const untrack = track(address);
      return {
        async settle(outcome) {
          try {
            if (outcome === 'failed') return;
            if (outcome === 'undecided') return await giveBack(taken);
            // The right password: the pair starts afresh.
            await giveBack(taken.filter(({ limiter }) => limiter !== perPair));
            await perPair.delete(pair);
          } finally {
            untrack();
          }
        },
      };
    },
  };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
