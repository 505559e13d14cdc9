import { z } from 'zod';

export const AdminPaths = {
  tenants: '/admin/tenants',
  students: '/admin/students',
  groups: '/admin/groups',
  user: '/users/:id',
} as const;

export const StudentSummarySchema = z.object({
  id: z.string(),
  candidate_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  last_login: z.string().nullable(),
  role: z.string(),
});
export type StudentSummary = z.infer<typeof StudentSummarySchema>;

export const AdminStudentsResponseSchema = z.object({ success: z.literal(true), students: z.array(StudentSummarySchema) });
export type AdminStudentsResponse = z.infer<typeof AdminStudentsResponseSchema>;

export const UserResponseSchema = z.object({ success: z.literal(true), user: StudentSummarySchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;

export const GroupSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  size_limit: z.number().int().nullable(),
  created_at: z.string(),
  member_count: z.number().int(),
  members: z.array(z.object({ id: z.string(), name: z.string(), email: z.string().nullable() })),
});
export type GroupSummary = z.infer<typeof GroupSummarySchema>;

export const AdminGroupsResponseSchema = z.object({ success: z.literal(true), groups: z.array(GroupSummarySchema) });
export type AdminGroupsResponse = z.infer<typeof AdminGroupsResponseSchema>;

export const AdminTenantsResponseSchema = z.object({
  success: z.literal(true),
  tenants: z.array(z.object({ id: z.string(), tenant_name: z.string(), tenant_id: z.string() })),
});
export type AdminTenantsResponse = z.infer<typeof AdminTenantsResponseSchema>;
