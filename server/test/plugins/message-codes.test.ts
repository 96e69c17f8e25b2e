import { createTestApp, type TestApp } from '../helpers/test-app';
import { post, signUp } from '../helpers/api';
import englishMessages from '@bgmi/shared/api-messages/en.json';
import hindiMessages from '@bgmi/shared/api-messages/hi.json';

// DESIGN section 9: every message the API words carries its stable code (and the values a
// templated one was worded with), so the client words it in the reader's language.
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

it('a refusal carries the code of its message', async () => {
  const user = await signUp(test.app);
  const answer = await post(test.app, 'user/login', {
    bgmiUserId: user.bgmiUserId,
    password: 'not-the-password-1',
  });
  expect(answer.statusCode).toBe(401);
  expect(answer.body).toMatchObject({
    message: 'Invalid BGMI ID or password',
    code: 'user.invalid_bgmi_id_or_password',
  });
});

it('a notice carries its code too, and a templated message its values', async () => {
  const user = await signUp(test.app);
  const login = await post(test.app, 'user/login', {
    bgmiUserId: user.bgmiUserId,
    password: 'tiger-lamp-93',
  });
  expect(login.body).toMatchObject({ message: 'User Login Successfully', code: 'auth.loginSuccess' });
  const missing = await post(test.app, 'no-such-call', {});
  expect(missing.statusCode).toBe(404);
  expect(missing.body).toMatchObject({
    code: 'api.no_such_call',
    params: { method: 'POST', url: '/BGMI/no-such-call' },
  });
});

it('the Hindi catalogue words every code of the English one, with the same values', () => {
  const names = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
  const english = englishMessages as Record<string, string>;
  const hindi = hindiMessages as Record<string, string>;
  expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
  for (const [code, message] of Object.entries(english)) {
    expect([code, names(hindi[code]!)]).toEqual([code, names(message)]);
  }
});
