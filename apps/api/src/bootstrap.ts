import type { App } from './app';
import { ensureAdmin } from './auth/ensure-admin';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  databaseIsEmpty,
  hasDemoAccounts,
  seedDemo,
} from './seed/demo';

/** Start-up data work: the configured admin, then the demo data on a fresh development database. */
export async function bootstrap(app: App): Promise<{ demoAccounts: boolean }> {
  const { config, db, auth, storage, log } = app;
  const shouldSeed =
    !config.isProduction && config.seedDemo !== false && (await databaseIsEmpty(db));
  if (shouldSeed) {
    log.info('Empty database: adding demo data (SEED_DEMO=0 to skip)');
    await seedDemo(auth, db, storage);
  }
  if (config.admin) {
    const outcome = await ensureAdmin(auth, db, config.admin);
    log.info({ email: config.admin.email, outcome }, 'admin account ensured');
  }
  return { demoAccounts: !config.isProduction && (await hasDemoAccounts(db)) };
}

export function demoAccountsBanner(): string {
  const lines = DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(8)} ${a.email}`);
  return ['Demo accounts (password: ' + DEMO_PASSWORD + '):', ...lines].join('\n');
}
