import { GroupEntity, GroupMemberEntity, TenantEntity, type Transaction, type Transactions, UserEntity } from '@cdi/db';
import { PasswordHasher } from '@cdi/credentials';
import type { SecretBox } from '../credentials/secret-box';
import { DEMO_DEVELOPER, DEMO_GROUP, DEMO_PASSWORD, DEMO_STAFF, DEMO_STUDENTS, DEMO_TENANT } from './demo-data';

/**
 * Loads the demo data. Idempotent: what exists (found by login id or name) is left as it is, so a
 * demo password someone changed stays changed; what is missing is created.
 */
export async function seedDemoData(transactions: Transactions, secretBox: SecretBox): Promise<void> {
  const hasher = new PasswordHasher();
  const sealed = secretBox.seal(DEMO_PASSWORD);
  const ensureUser = async (m: Transaction, fields: Partial<UserEntity> & { loginId: string }): Promise<UserEntity> => {
    const users = m.getRepository(UserEntity);
    const found = await users.createQueryBuilder('u').where('lower(u.login_id) = lower(:id)', { id: fields.loginId }).getOne();
    if (found) return found;
    return users.save(users.create({ ...fields, passwordHash: await hasher.hash(DEMO_PASSWORD), issuedPasswordSealed: sealed }));
  };

  await transactions.run(async (m) => {
    await ensureUser(m, { role: 'developer', tenantId: null, ...DEMO_DEVELOPER });

    const tenants = m.getRepository(TenantEntity);
    const tenant =
      (await tenants.createQueryBuilder('t').where('lower(t.name) = lower(:n)', { n: DEMO_TENANT.name }).getOne()) ??
      (await tenants.save(tenants.create({ name: DEMO_TENANT.name })));
    await ensureUser(m, {
      role: 'admin',
      tenantId: tenant.id,
      loginId: DEMO_TENANT.adminLoginId,
      firstName: 'Demo',
      lastName: 'Admin',
    });
    for (const member of DEMO_STAFF) await ensureUser(m, { role: 'admin', tenantId: tenant.id, ...member });

    const groups = m.getRepository(GroupEntity);
    const group =
      (await groups.findOne({ where: { tenantId: tenant.id, name: DEMO_GROUP } })) ??
      (await groups.save(groups.create({ tenantId: tenant.id, name: DEMO_GROUP, sizeLimit: null })));

    for (const student of DEMO_STUDENTS) {
      const user = await ensureUser(m, {
        role: 'test_taker',
        tenantId: tenant.id,
        ...student,
        email: `${student.loginId.toLowerCase()}@demo-centre.example`,
      });
      if (user.tenantId === tenant.id) {
        await m
          .getRepository(GroupMemberEntity)
          .upsert({ groupId: group.id, userId: user.id, tenantId: tenant.id }, ['groupId', 'userId']);
      }
    }
  });
}
