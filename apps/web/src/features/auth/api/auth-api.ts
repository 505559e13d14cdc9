import {
  AuthPaths,
  DEFAULT_CLIENT_TIMEOUT_MS,
  LoginResponseSchema,
  MeResponseSchema,
  OkSchema,
  Texts,
  type LoginRequest,
  type LoginResponse,
  type MeResponse,
} from '@cdi/contracts';
import { apiRequest } from '../../../shared/api/client';

const timeoutMs = DEFAULT_CLIENT_TIMEOUT_MS;

export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return apiRequest(AuthPaths.login, {
    method: 'POST',
    form: credentials,
    schema: LoginResponseSchema,
    timeoutMs,
    fallbackError: Texts.loginFailed,
    signOutOn401: false,
  });
}

export function fetchMe(): Promise<MeResponse> {
  return apiRequest(AuthPaths.me, {
    schema: MeResponseSchema,
    timeoutMs,
    fallbackError: Texts.authInitFailed,
    signOutOn401: false,
  });
}

export function logout(token: string): Promise<unknown> {
  return apiRequest(AuthPaths.logout, {
    method: 'POST',
    schema: OkSchema,
    token,
    timeoutMs,
    fallbackError: Texts.somethingWentWrong,
    signOutOn401: false,
  });
}
