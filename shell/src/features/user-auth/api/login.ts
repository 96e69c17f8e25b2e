import { useMutation } from '@tanstack/react-query';
import { callApi, loginEndpoint, type AuthResponse, type LoginBody } from '@bgmi/shared';

export function login(body: LoginBody): Promise<AuthResponse> {
  return callApi(loginEndpoint, body, { fallbackMessage: 'Login failed' });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
