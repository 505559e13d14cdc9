import { z } from 'zod';
import { storableText } from './storable-text';

export const AdminPaths = {
  tenants: '/admin/tenants',
  students: '/admin/students',
  groups: '/admin/groups',
  user: '/users/:id',
} as const;

export const StudentSummarySchema = z.object({
  id: storableText(),
  candidate_id: storableText(),
  first_name: storableText(),
  last_name: storableText(),
  email: storableText().nullable(),
  is_active: z.boolean(),
  created_at: storableText(),
  last_login: storableText().nullable(),
  role: storableText(),
});
export type StudentSummary = z.infer<typeof StudentSummarySchema>;

export const AdminStudentsResponseSchema = z.object({ success: z.literal(true), students: z.array(StudentSummarySchema) });
export type AdminStudentsResponse = z.infer<typeof AdminStudentsResponseSchema>;

export const UserResponseSchema = z.object({ success: z.literal(true), user: StudentSummarySchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;

export const GroupSummarySchema = z.object({
  id: storableText(),
  name: storableText(),
  size_limit: z.number().int().nullable(),
  created_at: storableText(),
  member_count: z.number().int(),
  members: z.array(z.object({ id: storableText(), name: storableText(), email: storableText().nullable() })),
});
export type GroupSummary = z.infer<typeof GroupSummarySchema>;

export const AdminGroupsResponseSchema = z.object({
  success: z.literal(true),
  groups: z.array(GroupSummarySchema),
  /** How many groups the tenant has (the list is one page of them when page/pageSize were given). */
  total: z.number().int().optional(),
});
export type AdminGroupsResponse = z.infer<typeof AdminGroupsResponseSchema>;

export const AdminTenantsResponseSchema = z.object({
  success: z.literal(true),
  tenants: z.array(z.object({ id: storableText(), tenant_name: storableText(), tenant_id: storableText() })),
});
export type AdminTenantsResponse = z.infer<typeof AdminTenantsResponseSchema>;
