import type { LoginRequest } from '@cdi/contracts';
import { useMutation } from '@tanstack/react-query';
import { useSession } from '../../../shared/session/session-store';
import { login } from '../api/auth-api';

export function useLogin() {
  return useMutation({
    mutationFn: (credentials: LoginRequest) => login(credentials),
    onSuccess: ({ user, token }) => useSession.getState().begin(user, token, Date.now()),
  });
}
