import {
  AuthRoutes,
  DEFAULT_CLIENT_TIMEOUT_MS,
  Texts,
  type LoginRequest,
  type LoginResponse,
  type MeResponse,
} from '@cdi/contracts';
import { callRoute } from '../../../shared/api/call-route';

const timeoutMs = DEFAULT_CLIENT_TIMEOUT_MS;

export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return callRoute(AuthRoutes.login, { body: credentials }, { timeoutMs, fallbackError: Texts.loginFailed, signOutOn401: false });
}

export function fetchMe(): Promise<MeResponse> {
  return callRoute(AuthRoutes.me, {}, { timeoutMs, fallbackError: Texts.authInitFailed, signOutOn401: false });
}

export function logout(token: string): Promise<unknown> {
  return callRoute(AuthRoutes.logout, {}, { token, timeoutMs, fallbackError: Texts.somethingWentWrong, signOutOn401: false });
}
