import { DEVELOPER_CLIENT_TIMEOUT_MS } from '@cdi/contracts';
import { apiRequest, type RequestOptions } from '../../../shared/api/client';

export function developerRequest<T>(path: string, options: Omit<RequestOptions<T>, 'timeoutMs'>): Promise<T> {
  return apiRequest(path, { ...options, timeoutMs: DEVELOPER_CLIENT_TIMEOUT_MS });
}
