import { z } from 'zod';
import { loginIdField, newPasswordField } from './fields';
import { PASSWORD_MAX_LENGTH } from './limits';
import { Texts } from './texts';
import { storableText } from './storable-text';

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
