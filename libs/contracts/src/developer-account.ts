import { z } from 'zod';
import { loginIdField, newPasswordField } from './fields';
import { PASSWORD_MAX_LENGTH } from './limits';
import { Texts } from './texts';
import { storableText } from './storable-text';
import { OkSchema } from './envelope';
import { defineRoute, JSON_BODY } from './routes/define-route';

export const DeveloperAccountPaths = {
  loginId: '/developer/me/login-id',
  password: '/developer/me/password',
} as const;

const currentPassword = storableText({ error: Texts.currentPasswordRequired })
  .min(1, Texts.currentPasswordRequired)
  .max(PASSWORD_MAX_LENGTH);

export const UpdateLoginIdRequestSchema = z.object({
  current_password: currentPassword,
  new_candidate_id: loginIdField(Texts.loginIdRequired),
});
export type UpdateLoginIdRequest = z.infer<typeof UpdateLoginIdRequestSchema>;

export const UpdatePasswordRequestSchema = z.object({
  current_password: currentPassword,
  new_password: newPasswordField(),
});
export type UpdatePasswordRequest = z.infer<typeof UpdatePasswordRequestSchema>;

const developer = ['developer'] as const;

/** The developer's own sign-in details. */
export const DeveloperAccountRoutes = {
  loginId: defineRoute({
    method: 'put',
    path: DeveloperAccountPaths.loginId,
    tag: 'developerAccount',
    summary: "Changes the developer's login id (confirmed by the current password)",
    access: developer,
    body: { schema: UpdateLoginIdRequestSchema, contentTypes: JSON_BODY },
    response: OkSchema,
    rateLimited: true,
  }),
  password: defineRoute({
    method: 'put',
    path: DeveloperAccountPaths.password,
    tag: 'developerAccount',
    summary: "Changes the developer's password and ends their other sessions",
    access: developer,
    body: { schema: UpdatePasswordRequestSchema, contentTypes: JSON_BODY },
    response: OkSchema,
    rateLimited: true,
  }),
};
