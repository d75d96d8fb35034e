import path from 'node:path';
import { parseArgs } from 'node:util';
import { createAuth } from '../auth/auth';
import { ensureAdmin } from '../auth/ensure-admin';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirInUseError, lockDataDir } from '../db/data-dir-lock';

const usage = 'Usage: npm run create-admin -- --email E --password P [--name N]';

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  if (!values.email) throw new ConfigError(`--email is required\n${usage}`);
  if (values.password !== undefined && values.password.length < 6) {
    throw new ConfigError('--password must be at least 6 characters');
  }
  const config = loadConfig();
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    timeZone: config.timeZone,
  });
  try {
    const outcome = await ensureAdmin(createAuth(config, database.db), database.db, {
      email: values.email,
      password: values.password,
      name: values.name ?? 'Admin',
    });
    console.log(
      `${values.email}: ${outcome === 'created' ? 'admin account created' : outcome === 'promoted' ? 'promoted to admin' : 'already an admin'}`,
    );
  } finally {
    await database.close();
    releaseLock();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof DataDirInUseError || error instanceof Error
      ? error.message
      : error,
  );
  process.exit(1);
});
