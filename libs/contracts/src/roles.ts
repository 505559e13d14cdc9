import { z } from 'zod';

export const Roles = ['developer', 'admin', 'test_taker'] as const;
export const RoleSchema = z.enum(Roles);
export type Role = z.infer<typeof RoleSchema>;
