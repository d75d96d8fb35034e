import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProvider, type TestProvider } from '../../../../scripts/oidc-test-provider.mjs';
import { createTestContext, type TestContext } from '../helper';
import { TestBrowser } from './oidc-browser';

let provider: TestProvider;
let ctx: TestContext;

beforeAll(async () => {
  provider = await startTestProvider({
    redirectUris: ['http://localhost:3000/api/auth/callback/oidc'],
  });
  ctx = await createTestContext({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_NAME: 'Sign in with Northfield',
  });
});
afterAll(async () => {
  await ctx?.close();
  await provider?.close();
});

describe('smoke', () => {
  it('signs in', async () => {
    provider.addPerson('ada', { email: 'ada@northfield.edu', email_verified: true, name: 'Ada L' });
    const browser = new TestBrowser();
    const result = await browser.signIn('ada', { start: ctx.app });
    console.log(result);
    expect(result.signedIn).toBe(true);
    console.log(await browser.account(ctx.app));
  });
});
