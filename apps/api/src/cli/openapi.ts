import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

/**
 * Writes the OpenAPI document the server serves at /api/openapi.json to the file named by the
 * first argument (stdout without one), from an app built on an empty in-memory database, so
 * tools can check it without a running server (`npm run lint:api`).
 */
async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhall-openapi-'));
  const database = await openDatabase({});
  const app = await buildApp({
    config: loadConfig({
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    }),
    db: database.db,
    webDir: null,
  });
  try {
    await app.ready();
    const document = JSON.stringify(app.swagger(), null, 2);
    const out = process.argv[2];
    if (out) writeFileSync(out, document);
    else process.stdout.write(document);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
