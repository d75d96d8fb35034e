import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { HEAP_FLAGS, MALLOC_ENV } from '../../../../scripts/server-runtime.mjs';
import { loadConfig } from '../../src/config';
import { migrationsDir, webDistDir } from '../../src/paths';

/*
 * No Docker engine runs here, so the Dockerfile and compose.yaml are checked by
 * reading them: they must describe the very server CI builds and tests, run safely, and scale out.
 */

const root = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const relative = (dir: string) => path.relative(root, dir).split(path.sep).join('/');

/** Dockerfile instructions as [keyword, argument], continuation lines joined. */
function instructions(dockerfile: string): [string, string][] {
  return dockerfile
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return [keyword.toUpperCase(), rest.join(' ')];
    });
}

describe('Dockerfile', () => {
  const all = instructions(read('Dockerfile'));
  const stages = all.filter(([keyword]) => keyword === 'FROM');
  const runtime = all.slice(all.lastIndexOf(stages.at(-1)!));
  const runtimeArgs = (keyword: string) =>
    runtime.filter(([k]) => k === keyword).map(([, argument]) => argument);

  it('builds in one stage and runs from a slimmer one, on the Node line the project supports', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const [, image] of stages) expect(image).toMatch(/^node:20\b/);
    const build = all.slice(0, all.indexOf(stages.at(-1)!));
    expect(build.some(([k, a]) => k === 'RUN' && a.includes('npm ci'))).toBe(true);
    expect(build.some(([k, a]) => k === 'RUN' && a.includes('npm run build'))).toBe(true);
  });

  it('runs the server CI tests, with what it reads at run time, as a non-root user', () => {
    // scripts/e2e-server.mjs starts this same file for the browser journeys.
    expect(read('scripts/e2e-server.mjs')).toContain("'apps', 'api', 'dist', 'server.js'");
    expect(runtimeArgs('CMD')).toEqual(['["node", "apps/api/dist/server.js"]']);
    const copied = runtimeArgs('COPY').join('\n');
    for (const dir of ['apps/api/dist', relative(migrationsDir), relative(webDistDir)]) {
      expect(copied).toContain(`/app/${dir} `);
    }
    const user = runtimeArgs('USER').at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
  });

  it('owns the uploads folder a volume mounts when uploads stay on disk, so they can be written', () => {
    // A named volume starts as a copy of the image's folder; a missing one is created root-owned.
    const run = runtimeArgs('RUN').join(' ');
    expect(run).toMatch(/mkdir -p \/data\/uploads/);
    expect(run).toMatch(/chown -R node:node \/data/);
  });

  it('checks its health on /api/health', () => {
    expect(runtimeArgs('HEALTHCHECK').join(' ')).toContain('/api/health');
  });

  it('runs with the heap flags and malloc settings that npm start and the benchmark use', () => {
    const env = runtimeArgs('ENV').join(' ');
    const flags = /NODE_OPTIONS="([^"]+)"/.exec(env)?.[1]?.split(' ') ?? [];
    expect(flags).toEqual(HEAP_FLAGS);
    const malloc = Object.fromEntries(
      env
        .split(' ')
        .filter((setting) => setting.startsWith('MALLOC_'))
        .map((setting) => setting.split('=')),
    );
    expect(malloc).toEqual(MALLOC_ENV);
    // Both start the server with scripts/server-runtime.mjs rather than a copy of their own.
    expect(read('scripts/start.mjs')).toContain("from './server-runtime.mjs'");
    expect(read('bench/run.ts')).toContain("from '../scripts/server-runtime.mjs'");
  });
});

interface ComposeService {
  build?: string;
  image?: string;
  command?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, unknown> | string[];
}

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  const services = Object.entries(compose.services);
  const apps = services.filter(([, service]) => service.build === '.');

  it('runs two instances of this Dockerfile behind a proxy that reaches both', () => {
    expect(apps.map(([name]) => name)).toHaveLength(2);
    const proxy = services.find(([, service]) =>
      /reverse-proxy|proxy_pass|upstream/.test(service.command ?? ''),
    );
    expect(proxy).toBeDefined();
    for (const [name] of apps) expect(proxy![1].command).toContain(`${name}:3000`);
  });

  it('gives both instances one PostgreSQL, one Redis and one object store for uploads', () => {
    const [first, second] = apps.map(([, service]) => service);
    expect(first!.environment).toEqual(second!.environment);
    expect(first!.volumes).toEqual(second!.volumes);
    const env = first!.environment!;
    const host = (url: string | undefined) => (url ? new URL(url).hostname : undefined);
    expect(compose.services[host(env.DATABASE_URL)!]?.image).toMatch(/^postgres:/);
    expect(compose.services[host(env.REDIS_URL)!]?.image).toMatch(/^redis:/);
    // Neither keeps uploads on its own disk: both use the bucket the store's service serves.
    expect(env.S3_BUCKET).toBeTruthy();
    expect(compose.services[host(env.S3_ENDPOINT)!]?.image).toMatch(/minio/);
  });

  it('configures a server that starts: its environment passes our own config check', () => {
    // Compose's ${VAR:-default} gives the default; ${VAR:?message} is a secret the operator sets.
    const resolved = Object.fromEntries(
      Object.entries(apps[0]![1].environment!).map(([key, value]) => [
        key,
        String(value)
          .replace(/\$\{\w+:-([^}]*)\}/g, '$1')
          .replace(/\$\{\w+:\?[^}]*\}/g, 'x'.repeat(32)),
      ]),
    );
    const config = loadConfig({ ...resolved, DATA_DIR: '/data' });
    expect(config.isProduction).toBe(true);
    expect(config.databaseUrl).toMatch(/^postgres:\/\//);
    expect(config.redisUrl).toMatch(/^redis:\/\//);
    expect(config.stripe).toBeUndefined();
    expect(config.objectStorage).toMatchObject({ bucket: 'studyhall-uploads' });
  });
});
