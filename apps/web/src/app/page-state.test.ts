import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_STATE_ID } from '@studyhall/shared';
import { type PageState, readPageState, serializePageState } from './page-state';

const state = (title: string): PageState => ({
  router: { loaderData: {}, actionData: null, errors: null },
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['sessions'],
        queryHash: '["sessions"]',
        dehydratedAt: 0,
        state: { data: { title } } as PageState['queries']['queries'][number]['state'],
      },
    ],
  },
});

afterEach(() => document.getElementById(PAGE_STATE_ID)?.remove());

describe('the state a page rendered on the server carries', () => {
  it('cannot end its script element, whatever a title holds, and reads back the same', () => {
    const hostile = 'Algebra </script><script>alert(1)</script> <!-- & \u2028';
    const json = serializePageState(state(hostile));
    expect(json).not.toMatch(/[<>&\u2028]/);

    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = PAGE_STATE_ID;
    script.textContent = json;
    document.body.append(script);
    expect(readPageState()).toEqual(state(hostile));
  });

  it('is absent from a page the server did not render', () => {
    expect(readPageState()).toBeNull();
  });
});
