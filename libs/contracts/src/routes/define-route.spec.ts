import { z } from 'zod';
import { defineRoute, pathParamNames } from './define-route';

const Ok = z.object({ success: z.literal(true) });

describe('defineRoute', () => {
  it('gives the id parameters of a path a UUID schema when the contract names none', () => {
    const route = defineRoute({
      method: 'delete',
      path: '/groups/:groupId/members/:userId',
      tag: 'people',
      summary: 'Removes a member',
      access: ['admin'],
      capability: 'groups',
      response: Ok,
    });
    const id = '7b0c5d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e';
    expect(route.params.parse({ groupId: id, userId: id })).toEqual({ groupId: id, userId: id });
    expect(route.params.safeParse({ groupId: 'not-an-id', userId: id }).success).toBe(false);
  });

  it('refuses a route open to admins that names no capability', () => {
    const route = { method: 'get', path: '/groups', tag: 'people', summary: 'Groups', access: ['admin'], response: Ok } as const;
    expect(() => defineRoute(route)).toThrow('/groups: a route open to admins names the capability it needs');
    expect(defineRoute({ ...route, capability: 'groups' }).capability).toBe('groups');
  });

  it('keeps the params a contract declares', () => {
    const params = z.object({ section: z.enum(['listening', 'reading']) });
    const route = defineRoute({
      method: 'get',
      path: '/attempts/:attemptId/sections/:section',
      tag: 'candidate',
      summary: 'A section',
      access: ['test_taker'],
      params: params.extend({ attemptId: z.uuid() }),
      response: Ok,
    });
    expect(route.params.shape.section).toBe(params.shape.section);
  });

  it('refuses a path parameter that is not an id and has no schema', () => {
    expect(() =>
      defineRoute({
        method: 'get',
        path: '/queues/:queue',
        tag: 'operations',
        summary: 'A queue',
        access: ['developer'],
        response: Ok,
      }),
    ).toThrow('/queues/:queue: give the route params for queue');
  });

  it('adds nothing to a path without parameters', () => {
    const route = defineRoute({
      method: 'get',
      path: '/groups',
      tag: 'people',
      summary: 'Groups',
      access: ['admin'],
      capability: 'groups',
      response: Ok,
    });
    expect(route).not.toHaveProperty('params');
    expect(pathParamNames('/a/:b/c/:d')).toEqual(['b', 'd']);
  });
});
