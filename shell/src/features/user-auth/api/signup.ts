import { useMutation } from '@tanstack/react-query';
import { callApi, signupEndpoint, type AuthResponse, type SignupBody } from '@bgmi/shared';

export function signup(body: SignupBody): Promise<AuthResponse> {
  return callApi(signupEndpoint, body, { fallbackMessage: 'Sign-up failed' });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
