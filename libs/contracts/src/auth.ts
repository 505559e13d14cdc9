import { z } from 'zod';
import { loginIdField } from './fields';
import { PASSWORD_MAX_LENGTH } from './limits';
import { RoleSchema } from './roles';
import { storableText } from './storable-text';
import { Texts } from './texts';

export const AuthPaths = {
  login: '/auth/login',
  me: '/auth/me',
  logout: '/auth/logout',
} as const;

/** Name of the httpOnly cookie that carries the same token as the bearer header. */
export const AUTH_COOKIE = 'cdi_session';

export const LoginRequestSchema = z.object({
  candidate_id: loginIdField(Texts.loginIdRequired),
  password: storableText({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const SessionUserSchema = z.object({
  id: storableText(),
  candidate_id: storableText(),
  role: RoleSchema,
  first_name: storableText(),
  last_name: storableText(),
  email: storableText().nullable(),
  /** Display name: first and last name, or the login id when both are empty. */
  name: storableText(),
  tenant_id: storableText().nullable(),
  tenant_name: storableText().nullable(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const LoginResponseSchema = z.object({
  success: z.literal(true),
  user: SessionUserSchema,
  token: storableText(),
  /** ISO time the token stops working. */
  expiresAt: storableText(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const MeResponseSchema = z.object({ success: z.literal(true), user: SessionUserSchema });
export type MeResponse = z.infer<typeof MeResponseSchema>;
