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

  it('reads the school’s provider, which needs its issuer, client id and secret together', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
    expect(() => loadConfig({ OIDC_ISSUER: 'https://idp.example/realms/school' })).toThrow(
      /OIDC_CLIENT_ID[\s\S]*OIDC_CLIENT_SECRET/,
    );
    expect(() => loadConfig({ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'a' })).toThrow(
      /OIDC_ISSUER/,
    );
    const provider = {
      OIDC_ISSUER: 'https://idp.example/realms/school/',
      OIDC_CLIENT_ID: 'studyhall',
      OIDC_CLIENT_SECRET: 'shh',
    };
    expect(loadConfig(provider).oidc).toEqual({
      issuer: 'https://idp.example/realms/school',
      clientId: 'studyhall',
      clientSecret: 'shh',
      name: null,
      roles: undefined,
    });
    expect(loadConfig({ ...provider, OIDC_NAME: 'Sign in with Northfield' }).oidc?.name).toBe(
      'Sign in with Northfield',
    );
  });

  it('reads roles from a claim only with the values that name them', () => {
    const provider = {
      OIDC_ISSUER: 'https://idp.example',
      OIDC_CLIENT_ID: 'a',
      OIDC_CLIENT_SECRET: 'b',
    };
    expect(() => loadConfig({ ...provider, OIDC_ROLE_CLAIM: 'groups' })).toThrow(
      /OIDC_TUTOR_VALUES/,
    );
    expect(() => loadConfig({ ...provider, OIDC_ADMIN_VALUES: 'it' })).toThrow(/OIDC_ROLE_CLAIM/);
    expect(
      loadConfig({ ...provider, OIDC_ROLE_CLAIM: 'groups', OIDC_TUTOR_VALUES: 'teachers, tutors,' })
        .oidc?.roles,
    ).toEqual({ claim: 'groups', tutorValues: ['teachers', 'tutors'], adminValues: [] });
  });

  it('reads the allowed domains and whether passwords sign in', () => {
    const config = loadConfig({ OIDC_ALLOWED_DOMAINS: 'Northfield.edu, @staff.northfield.edu' });
    expect(config.allowedDomains).toEqual(['northfield.edu', 'staff.northfield.edu']);
    expect(config.passwordSignIn).toBe(true);
    expect(loadConfig({}).allowedDomains).toBeUndefined();
    expect(() => loadConfig({ OIDC_ALLOWED_DOMAINS: 'northfield edu' })).toThrow(
      /OIDC_ALLOWED_DOMAINS/,
    );
    expect(loadConfig({ PASSWORD_SIGN_IN: '0' }).passwordSignIn).toBe(false);
    expect(() => loadConfig({ PASSWORD_SIGN_IN: 'no' })).toThrow(/PASSWORD_SIGN_IN/);
  });
});
