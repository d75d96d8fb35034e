import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Role } from '@studyhall/shared';
import { serverOrigin } from './origin';

export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'admin-e2e-pass' };

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  role: Role;
}

let counter = 0;
/**
 * Playwright starts a new worker after a failure, and its counter starts again: the tag keeps a
 * name from one worker apart from another's ("E2E student 2 k3xq"), and a name is never the start
 * of another ("E2E tutor 1 k3xq" of "E2E tutor 12 k3xq").
 */
const WORKER_TAG = Math.random().toString(36).slice(2, 6);

/** A unique address per call, so every test owns its users. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
}

/**
 * The API hands a session token only to an API client: a request with no Origin and no cookie.
 * A request context keeps the cookie of any sign-up it made, so this goes out through Node's fetch.
 */
async function signInToken(email: string, password: string) {
  const response = await fetch(`${serverOrigin()}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const text = await response.text();
  expect(response.ok, `sign in as ${email}: ${response.status} ${text}`).toBeTruthy();
  return (JSON.parse(text) as { token: string }).token;
}

/** Authorization headers for API calls as this user (a bearer token keeps cookies out of it). */
export async function bearer(user: { email: string; password: string }) {
  return { Authorization: `Bearer ${await signInToken(user.email, user.password)}` };
}

/**
 * Signs a new account up through the API (always a student), then, for a tutor or admin, has the
 * e2e admin change its role. Bearer tokens keep the request context's cookies out of it.
 */
export async function createUser(
  request: APIRequestContext,
  role: Role = 'student',
  emailPrefix: string = role,
): Promise<TestUser> {
  const name = `E2E ${role} ${++counter} ${WORKER_TAG}`;
  const email = uniqueEmail(emailPrefix);
  const password = 'e2e-password';
  const response = await request.post('/api/auth/sign-up/email', {
    data: { name, email, password },
    headers: { Origin: serverOrigin() },
  });
  expect(response.ok(), `sign up ${email}`).toBeTruthy();
  const { user } = (await response.json()) as { user: { id: string } };

  if (role !== 'student') {
    const token = await signInToken(E2E_ADMIN.email, E2E_ADMIN.password);
    const changed = await request.patch(`/api/users/${user.id}/role`, {
      data: { role },
      headers: { Authorization: `Bearer ${token}`, Origin: serverOrigin() },
    });
    expect(changed.ok(), `make ${email} a ${role}`).toBeTruthy();
  }
  return { id: user.id, name, email, password, role };
}

/** Logs in through the /login form (the page must already show it or `goto` is set). */
export async function signInThroughUi(
  page: Page,
  user: Pick<TestUser, 'email' | 'password'>,
  options: { goto?: boolean } = { goto: true },
): Promise<void> {
  if (options.goto !== false) await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Logged in successfully 🎉')).toBeVisible();
}

/**
 * Signs the page's browser in through the API, as the login form would, without reading the form:
 * for pages in another language, whose labels differ. The context keeps the session cookie.
 */
export async function signInThroughApi(
  page: Page,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<void> {
  const answer = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { Origin: serverOrigin() },
  });
  expect(answer.ok(), `sign in as ${user.email}`).toBeTruthy();
}
