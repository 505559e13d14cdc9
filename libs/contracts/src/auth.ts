import { z } from 'zod';
import { loginIdField } from './fields';
import { PASSWORD_MAX_LENGTH } from './limits';
import { Capabilities, RoleSchema, StaffRoleSchema } from './roles';
import { EXAM_TEXT_SIZES } from './attempts/sections';
import { storableText } from './storable-text';
import { Texts } from './texts';
import { OkSchema } from './envelope';
import { defineRoute } from './routes/define-route';

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
  /** A member of a centre's staff: their roles; null for the centre's owner and for everyone else. */
  staff_roles: z.array(StaffRoleSchema).nullable(),
  /** What a centre's user may do in the console (empty for candidates and developers). */
  capabilities: z.array(z.enum(Capabilities)),
  /** A candidate's special arrangements: the text size the exam opens with (null: the standard one). */
  default_text_size: z.enum(EXAM_TEXT_SIZES).nullable(),
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

/** Signing in and out, and who the caller is. */
export const AuthRoutes = {
  login: defineRoute({
    method: 'post',
    path: AuthPaths.login,
    tag: 'auth',
    summary: 'Sign in: returns the session token and sets it as the httpOnly cookie',
    access: 'public',
    body: { schema: LoginRequestSchema, contentTypes: ['application/x-www-form-urlencoded', 'application/json'] },
    status: 200,
    response: LoginResponseSchema,
    rateLimited: true,
  }),
  me: defineRoute({
    method: 'get',
    path: AuthPaths.me,
    tag: 'auth',
    summary: 'The signed-in user',
    access: 'signed-in',
    response: MeResponseSchema,
  }),
  logout: defineRoute({
    method: 'post',
    path: AuthPaths.logout,
    tag: 'auth',
    summary: "Ends the caller's session (a dead token is simply forgotten)",
    access: 'public',
    status: 200,
    response: OkSchema,
  }),
};
