import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/test-utils';
import { api, ApiError, setAuthFailureHandlers } from './api-client';

const unauthorized = vi.fn();
const forbidden = vi.fn();

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

describe('api client', () => {
  beforeEach(() => setAuthFailureHandlers({ unauthorized, forbidden }));
  afterEach(() => {
    vi.clearAllMocks();
  });

  it('sends JSON with the session cookie under /api', async () => {
    const server = mockApi(() => answer(201, { _id: 'n1' }));

    await expect(
      api.post('/notes', { title: 'T' }, { query: { a: 1, b: undefined } }),
    ).resolves.toEqual({
      _id: 'n1',
    });
    const [url, init] = server.fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/notes?a=1');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe(JSON.stringify({ title: 'T' }));
  });

  it('turns a 401 into the sign-out handler and an ApiError with the server message', async () => {
    mockApi(() => answer(401, { message: 'You must be signed in' }));

    const call = api.get('/bookings');
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 401, message: 'You must be signed in' });
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(forbidden).not.toHaveBeenCalled();
  });

  it('turns a 403 into the forbidden handler', async () => {
    mockApi(() => answer(403, { message: 'No' }));

    await expect(api.delete('/materials/1')).rejects.toMatchObject({ status: 403, message: 'No' });
    expect(forbidden).toHaveBeenCalledTimes(1);
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('leaves auth calls alone: a wrong password must not sign anyone out', async () => {
    mockApi(() => answer(401, { message: 'Invalid' }));

    await expect(
      api.post('/auth/sign-in/email', {}, { skipAuthRedirect: true }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('falls back to a generic text when the server sends no message', async () => {
    mockApi(() => new Response('oops', { status: 500 }));

    await expect(api.get('/sessions')).rejects.toMatchObject({
      status: 500,
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it('lists rows with the total from X-Total-Count', async () => {
    mockApi(() => answer(200, [{ _id: 'a' }, { _id: 'b' }], { 'X-Total-Count': '14' }));

    await expect(api.list('/sessions/approved', { query: { page: 1, limit: 2 } })).resolves.toEqual(
      {
        items: [{ _id: 'a' }, { _id: 'b' }],
        total: 14,
      },
    );
  });
});
