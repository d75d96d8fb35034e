import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

describe('loadConfig', () => {
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ TIME_ZONE: 'Mars/Olympus' })).toThrow(/TIME_ZONE/);
  });

  it('requires AUTH_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/x' })).toThrow(/AUTH_SECRET/);
  });

  it('defaults to port 3000 and a public URL on it', () => {
    const config = loadConfig({ AUTH_SECRET: 'a'.repeat(32) });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.stripe).toBeUndefined();
    expect(config.google).toBeUndefined();
  });

  it('reads a relative DATA_DIR from where npm was run, not from the workspace it switched to', () => {
    const config = loadConfig({
      AUTH_SECRET: 'a'.repeat(32),
      DATA_DIR: './data',
      INIT_CWD: '/srv/studyhall',
    });
    expect(config.dataDir).toBe('/srv/studyhall/data');
  });

  it('believes X-Forwarded-For only when TRUST_PROXY says whose', () => {
    const secret = { AUTH_SECRET: 'a'.repeat(32) };
    expect(loadConfig(secret).trustProxy).toBe(false);
    expect(loadConfig({ ...secret, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...secret, TRUST_PROXY: '10.0.0.1, uniquelocal' }).trustProxy).toEqual([
      '10.0.0.1',
      'uniquelocal',
    ]);
  });

  it('reads an empty variable as unset, as compose files pass them', () => {
    const config = loadConfig({
      AUTH_SECRET: 'a'.repeat(32),
      STRIPE_SECRET_KEY: '',
      ADMIN_EMAIL: '',
      DATABASE_URL: '',
    });
    expect(config.stripe).toBeUndefined();
    expect(config.admin).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
  });

  it('refuses a Stripe secret key without the publishable key the card field needs', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    const config = loadConfig({
      AUTH_SECRET: 'a'.repeat(32),
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    });
    expect(config.stripe?.publishableKey).toBe('pk_test_x');
  });

  it('reads the object store, and wants its two keys together or not at all', () => {
    expect(loadConfig({}).objectStorage).toBeUndefined();
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    const config = loadConfig({
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.objectStorage).toEqual({
      bucket: 'uploads',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: undefined,
    });
  });
});
