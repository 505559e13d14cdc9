import { AttemptEntity, AttemptsRepository, SessionEntity, SessionsRepository, UserEntity } from '@cdi/db';
import { examScenario } from '../support/exam-sockets';
import { createTenant, developerToken } from '../support/fixtures';
import { sharedTestStack, type TestStack } from '../support/test-stack';

/** The hot-path lookups read with plain SQL must build exactly what the ORM builds. */
describe('plain-SQL lookups (raw-rows)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await sharedTestStack();
  });
  afterAll(() => stack.close());

  it('finds a live session and its user as the ORM would, and nothing for a revoked one', async () => {
    const tenant = await createTenant(stack.http, await developerToken(stack.http));
    const { studentIds, attemptIds } = await examScenario(stack, tenant, 1);
    const session = await stack.dataSource.getRepository(SessionEntity).findOneByOrFail({ userId: studentIds[0]! });
    const sessions = new SessionsRepository(stack.dataSource);

    const live = await sessions.findLive(session.tokenHash, new Date());
    expect(live?.session).toStrictEqual(session);
    expect(live?.user).toStrictEqual(await stack.dataSource.getRepository(UserEntity).findOneByOrFail({ id: studentIds[0]! }));
    expect(await sessions.findLive(session.tokenHash, new Date(session.expiresAt.getTime() + 1))).toBeNull();

    const attempts = new AttemptsRepository(stack.dataSource);
    const own = await attempts.findOwn(tenant.id, attemptIds[0]!, studentIds[0]!);
    expect(own).toStrictEqual(await stack.dataSource.getRepository(AttemptEntity).findOneByOrFail({ id: attemptIds[0]! }));
    expect(await attempts.findOwn(tenant.id, attemptIds[0]!, tenant.id)).toBeNull();

    await sessions.revoke(session.id, new Date());
    expect(await sessions.findLive(session.tokenHash, new Date())).toBeNull();
  });
});
