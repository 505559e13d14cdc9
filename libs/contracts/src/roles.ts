import { z } from 'zod';

export const Roles = ['developer', 'admin', 'test_taker'] as const;
export const RoleSchema = z.enum(Roles);
export type Role = z.infer<typeof RoleSchema>;

/**
 * The roles a centre gives its staff (users of the tenant with the admin role). The centre's own login,
 * created with the tenant, has none: it is the owner.
 */
export const StaffRoles = ['administrator', 'invigilator', 'examiner'] as const;
export const StaffRoleSchema = z.enum(StaffRoles);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  administrator: 'Administrator',
  invigilator: 'Invigilator',
  examiner: 'Examiner',
};

/**
 * What a centre's user may do. Every admin route names the one it needs (defineRoute refuses one that
 * does not), and the api's guard and the invigilation socket check it; the console shows what it allows.
 */
export const Capabilities = [
  /** The console's frame: the centre's name, time zone and own tenant. */
  'console',
  'students',
  'groups',
  /** Exam parts, tests, test making and the PDF tools. */
  'tests',
  'assignments',
  'invigilate',
  'mark',
  /** Results: release, re-marking, exports, band tables, speaking bands. */
  'results',
  /** Item analysis of marked assignments, and accepting an alternative typed answer (which re-marks). */
  'items',
  /** The centre's settings, the dashboard and the activity log. */
  'settings',
  'staff',
] as const;
export type Capability = (typeof Capabilities)[number];

/** The one table of what each staff role may do. The owner may do everything. */
const CAPABILITIES_OF_STAFF_ROLE: Record<StaffRole, readonly Capability[]> = {
  administrator: Capabilities,
  invigilator: ['console', 'invigilate'],
  examiner: ['console', 'mark', 'items'],
};

/** A centre user's capabilities from their staff roles (null: the centre's owner). */
export function capabilitiesOf(staffRoles: readonly StaffRole[] | null): Capability[] {
  if (staffRoles === null) return [...Capabilities];
  return Capabilities.filter((capability) => staffRoles.some((role) => CAPABILITIES_OF_STAFF_ROLE[role].includes(capability)));
}

/**
 * Whether the user invigilates every assignment of the centre (the owner and administrators) or only
 * the ones they are given (invigilators).
 */
export function invigilatesEveryAssignment(staffRoles: readonly StaffRole[] | null): boolean {
  return staffRoles === null || staffRoles.includes('administrator');
}
