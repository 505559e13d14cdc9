import { randomBytes } from 'node:crypto';
import { SessionsRepository, UserEntity } from '@cdi/db';
import type { DataSource } from 'typeorm';
import { hashSessionToken, newSessionToken, PasswordHasher } from '@cdi/credentials';
import { DEMO_DEVELOPER, DEMO_PASSWORD } from '../../src/demo/demo-data';
import type { HttpClient } from './http-client';

/** A name no other test (or earlier run against the same database) uses. */
export function unique(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

export function developerToken(http: HttpClient): Promise<string> {
  return http.login(DEMO_DEVELOPER.loginId, DEMO_PASSWORD);
}

export interface CreatedTenant {
  id: string;
  name: string;
  adminLoginId: string;
  adminPassword: string;
}

/** Creates a tenant through the developer's call, as the console does. */
export async function createTenant(http: HttpClient, devToken: string): Promise<CreatedTenant> {
  const tenant = { tenant_name: unique('Centre'), tenant_id: unique('admin'), tenant_password: 'centre-pass-1' };
  const response = await http.request<{ tenant: { id: string } }>('POST', '/developer/tenants', {
    token: devToken,
    json: tenant,
  });
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`create tenant: ${response.status} ${JSON.stringify(response.body)}`);
  return {
    id: response.body.tenant.id,
    name: tenant.tenant_name,
    adminLoginId: tenant.tenant_id,
    adminPassword: tenant.tenant_password,
  };
}

/** Students have no creation call yet: they are written straight to the database. */
export async function insertStudent(
  dataSource: DataSource,
  tenantId: string,
  overrides: Partial<UserEntity> = {},
  password = 'student-pass-1',
): Promise<UserEntity> {
  const repo = dataSource.getRepository(UserEntity);
  return repo.save(
    repo.create({
      tenantId,
      role: 'test_taker',
      loginId: unique('STU'),
      firstName: 'Test',
      lastName: 'Student',
      passwordHash: await new PasswordHasher().hash(password),
      ...overrides,
    }),
  );
}

/** Many students of one tenant sharing one password, hashed once (hashing is the slow part). */
export async function insertStudents(
  dataSource: DataSource,
  tenantId: string,
  count: number,
  password = 'student-pass-1',
): Promise<UserEntity[]> {
  const passwordHash = await new PasswordHasher().hash(password);
  const repo = dataSource.getRepository(UserEntity);
  const students = Array.from({ length: count }, () =>
    repo.create({ tenantId, role: 'test_taker', loginId: unique('STU'), firstName: 'Test', lastName: 'Student', passwordHash }),
  );
  return repo.save(students);
}

/**
 * A session for a user without going through sign-in: for tests that need more signed-in people
 * than one address may sign in within the throttle window.
 */
export async function issueSession(dataSource: DataSource, userId: string, lifetimeMs = 60 * 60 * 1000): Promise<string> {
  const token = newSessionToken();
  await new SessionsRepository(dataSource).create({
    tokenHash: hashSessionToken(token),
    userId,
    expiresAt: new Date(Date.now() + lifetimeMs),
    userAgent: 'test',
    ipAddress: '127.0.0.1',
  });
  return token;
}
