import { act } from '@testing-library/react';
import { setRuntimeConfig } from '../config/runtime-config';
import { callApi } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { loginEndpoint } from '../contract/user';
import { switchLanguage } from '../i18n/switch-language';
import { apiAnswer, mockApi } from '../testing/mock-api';

// DESIGN section 9: the API words in English with a code; a Hindi reader reads it in Hindi.
const answer = (status: number, body: object) => mockApi(loginEndpoint, apiAnswer(status, body));

beforeAll(() => setRuntimeConfig({ apiUrl: 'http://api.test' }));
afterEach(() => act(() => switchLanguage('en')));

const refusal = {
  status: false,
  message: 'Invalid BGMI ID or password',
  code: 'user.invalid_bgmi_id_or_password',
  field: 'password',
};

test('an English reader reads the server’s own words', async () => {
  answer(401, refusal);
  await expect(callApi(loginEndpoint, { bgmiUserId: 'a', password: 'b' })).rejects.toThrow(
    'Invalid BGMI ID or password',
  );
});

test('a Hindi reader reads a refusal in Hindi, its English kept for the code', async () => {
  await act(() => switchLanguage('hi'));
  answer(401, refusal);
  const error = (await callApi(loginEndpoint, { bgmiUserId: 'a', password: 'b' }).catch(
    (e: unknown) => e,
  )) as ApiError;
  expect(error.message).toBe('BGMI ID या पासवर्ड गलत है');
  expect(error.serverMessage).toBe('Invalid BGMI ID or password');
  expect(error.field).toBe('password');
});

test('a templated refusal is worded with its values; a message without code stays as sent', async () => {
  await act(() => switchLanguage('hi'));
  answer(429, {
    status: false,
    message: 'Too many attempts, please try again in 30 seconds',
    code: 'rate-limit.too_many_attempts_please_try_again',
    params: { ttl: '30' },
  });
  await expect(callApi(loginEndpoint, { bgmiUserId: 'a', password: 'b' })).rejects.toThrow(
    'बहुत ज़्यादा कोशिशें, कृपया 30 सेकंड बाद फिर कोशिश करें',
  );
  answer(400, { status: false, message: 'Some new refusal' });
  await expect(callApi(loginEndpoint, { bgmiUserId: 'a', password: 'b' })).rejects.toThrow(
    'Some new refusal',
  );
});
