import path from 'node:path';
import { buildApp } from './app';
import { bootstrap, demoAccountsBanner } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { dataVersionOf } from './http/data-version';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock';

async function main() {
  const config = loadConfig();
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    timeZone: config.timeZone,
  });
  const app = await buildApp({
    config,
    db: database.db,
    queue: database.queue,
    cacheReads: dataVersionOf(database),
    logger: {
      level: config.logLevel,
      // Pretty logs for a person at a terminal; JSON lines for log collectors.
      ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty' } } : {}),
    },
  });
  const { demoAccounts } = await bootstrap(app);

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    await app.close();
    await database.close();
    releaseLock();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`;
  console.log(`\nStudyHall is running at ${config.publicUrl} (${where})`);
  if (demoAccounts) console.log(demoAccountsBanner());
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
