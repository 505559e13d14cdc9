import { groupByTenant, groupByTestGroup } from './exam-part-groups';
import { examPart } from './exam-part.fixture';

const parts = [
  examPart({ id: '1', tenant_id: 't2', tenant_name: 'beta school', test_group: 'Test 10', section: 'reading', part: 2 }),
  examPart({ id: '2', tenant_id: 't1', tenant_name: 'Alpha Centre', test_group: 'Test 2', section: 'listening', part: 3 }),
  examPart({
    id: '3',
    tenant_id: 't2',
    tenant_name: 'beta school',
    test_group: 'Test 10',
    section: 'listening',
    part: 4,
    created_at: '2025-04-01T09:00:00.000Z',
  }),
  examPart({ id: '4', tenant_id: 't2', tenant_name: 'beta school', test_group: 'Test 9', section: 'writing', part: 1 }),
  examPart({ id: '5', tenant_id: 't2', tenant_name: 'beta school', test_group: 'Test 10', section: 'reading', part: 1 }),
  examPart({ id: '6', tenant_id: 't1', tenant_name: 'Alpha Centre', test_group: 'Test 2', section: 'listening', part: 1 }),
];

describe('groupByTenant', () => {
  const tenants = groupByTenant(parts);

  it('sorts tenants by name, ignoring case', () => {
    expect(tenants.map((t) => t.tenantName)).toEqual(['Alpha Centre', 'beta school']);
  });

  it('sorts test groups by name with numbers in numeric order', () => {
    expect(tenants[1]!.groups.map((g) => g.testGroup)).toEqual(['Test 9', 'Test 10']);
  });

  it('orders parts by section, then part number', () => {
    expect(tenants[0]!.groups[0]!.parts.map((p) => p.id)).toEqual(['6', '2']);
    expect(tenants[1]!.groups[1]!.parts.map((p) => `${p.section} ${p.part}`)).toEqual(['listening 4', 'reading 1', 'reading 2']);
  });

  it('dates a group by its first upload and keys it uniquely per tenant', () => {
    const group = tenants[1]!.groups[1]!;
    expect(group.createdAt).toBe('2025-04-01T09:00:00.000Z');
    expect(group.key).toBe('t2/Test 10');
  });

  it('keeps two tenants with the same test group name apart', () => {
    const same = groupByTenant([
      examPart({ id: 'a', tenant_id: 'x', tenant_name: 'X' }),
      examPart({ id: 'b', tenant_id: 'y', tenant_name: 'Y' }),
    ]);
    expect(same.map((t) => t.groups[0]!.key)).toEqual(['x/A', 'y/A']);
  });

  it('gives nothing for no parts and does not reorder its input', () => {
    const copy = [...parts];
    groupByTenant(parts);
    expect(parts).toEqual(copy);
    expect(groupByTenant([])).toEqual([]);
  });
});

describe('groupByTestGroup', () => {
  it('groups one tenant by test group, sorted by name', () => {
    const groups = groupByTestGroup(parts.filter((p) => p.tenant_id === 't2'));
    expect(groups.map((g) => [g.testGroup, g.parts.length])).toEqual([
      ['Test 9', 1],
      ['Test 10', 3],
    ]);
  });
});
