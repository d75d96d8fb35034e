import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { migratedImage, openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding an embedded database with every migration run (the `api` project). */
    databaseImage: string;
    /** A PostgreSQL database with every migration run, to copy (the `api-postgres` project). */
    templateDatabase: string;
  }
}

/**
 * Migrates one database before any test file runs; each file's fresh database is a copy of it
 * (helper.ts). Running every migration again in each of some 240 files cost seconds apiece.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (project.name === 'api-postgres' && url) {
    const name = `studyhall_template_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${name}`;
    // Migrated and closed: a database being copied may have no one connected to it.
    await (await openDatabase({ url: templateUrl.toString(), maxConnections: 1 })).close();
    project.provide('templateDatabase', name);
    return async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'studyhall-image-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await migratedImage()).arrayBuffer()));
  project.provide('databaseImage', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
