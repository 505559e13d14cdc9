import { GroupRoutes } from '@cdi/contracts';
import { callRoute } from './call-route';

const groupId = '7b0c5d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e';
const group = {
  id: groupId,
  name: 'Morning',
  size_limit: null,
  created_at: '2026-01-01T09:00:00.000Z',
  members: [],
  member_count: 0,
};

describe('callRoute', () => {
  let requests: { url: string; init: RequestInit }[];

  beforeEach(() => {
    requests = [];
    (globalThis as { window?: unknown }).window = globalThis;
  });

  function answer(body: unknown, status = 200) {
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch;
  }

  it('takes the method and path from the contract, fills the path and sends the body as JSON', async () => {
    answer({ success: true, group });
    const result = await callRoute(
      GroupRoutes.update,
      { params: { id: groupId }, body: { name: 'Morning' } },
      { timeoutMs: 1000, fallbackError: 'Failed to save group' },
    );
    expect(result.group.name).toBe('Morning');
    expect(requests[0]!.url).toBe(`/api/groups/${groupId}`);
    expect(requests[0]!.init.method).toBe('PUT');
    expect(requests[0]!.init.body).toBe(JSON.stringify({ name: 'Morning' }));
  });

  it('writes the query as text and leaves out what is absent', async () => {
    answer({ success: true, users: [] });
    await callRoute(
      GroupRoutes.availableStudents,
      { query: { q: 'ana', group_id: undefined, pageSize: 100 } },
      { timeoutMs: 1000, fallbackError: 'Failed to fetch available students' },
    );
    expect(requests[0]!.url).toBe('/api/groups/available-students?q=ana&pageSize=100');
    expect(requests[0]!.init.method).toBe('GET');
    expect(requests[0]!.init.body).toBeUndefined();
  });

  it('refuses an answer that is not the contract’s response, with the fallback text', async () => {
    answer({ success: true, group: { id: groupId } });
    await expect(
      callRoute(
        GroupRoutes.update,
        { params: { id: groupId }, body: { name: 'x' } },
        { timeoutMs: 1000, fallbackError: 'Failed to save group' },
      ),
    ).rejects.toThrow('Failed to save group');
  });
});
