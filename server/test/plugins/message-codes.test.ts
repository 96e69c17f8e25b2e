import { createTestApp, type TestApp } from '../helpers/test-app';
import { post, signUp } from '../helpers/api';
import englishMessages from '@bgmi/shared/api-messages/en.json';
import hindiMessages from '@bgmi/shared/api-messages/hi.json';
import { BOOK_ACCESS_MESSAGES } from '@bgmi/shared/server';
import { messageCode } from '../../src/lib/message-codes';

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
  expect(login.body).toMatchObject({
    message: 'User Login Successfully',
    code: 'auth.loginSuccess',
  });
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

it('stage results, staff and upper-broker messages have their codes (and values)', () => {
  expect(messageCode('Qualifier: Alpha advances')).toEqual({
    code: 'notice.stageAdvances',
    params: { stage: 'Qualifier', team: 'Alpha' },
  });
  expect(messageCode('Qualifier: Alpha is out')?.code).toBe('notice.stageOut');
  expect(messageCode('Final: Alpha finished 2')?.code).toBe('notice.stageFinished');
  expect(messageCode('Alpha finished 2 with 31 points.')).toEqual({
    code: 'notice.stageResult',
    params: { team: 'Alpha', place: '2', points: '31' },
  });
  expect(messageCode('Alpha finished 2 with 31 points and plays Final.')?.code).toBe(
    'notice.stageResultPlays',
  );
  expect(messageCode('Alpha finished 9 with 4 points and does not advance.')?.code).toBe(
    'notice.stageResultOut',
  );
  for (const message of Object.values(BOOK_ACCESS_MESSAGES)) {
    expect([message, messageCode(message)?.code]).toEqual([message, expect.any(String)]);
  }
  expect(messageCode('The pass is more than the book holds on A 3')).toEqual({
    code: 'upper-broker.pass_more_than_book',
    params: { label: 'A 3' },
  });
  expect(messageCode('Teams swapped')?.code).toBe('stage-swap.teams_swapped');
});

it('rotation-table refusals, lobby sizes and money limits have their codes (issue 23)', () => {
  expect(messageCode('rotation_table: line 2: there is no group Z')).toEqual({
    code: 'rotation-table.no_group',
    params: { line: '2', name: 'Z' },
  });
  expect(messageCode('rotation_table: line 3 has an empty lobby')?.code).toBe(
    'rotation-table.empty_lobby',
  );
  expect(messageCode('rotation_table: 3 groups make a lobby of 48 squads (at most 25)')).toEqual({
    code: 'stage-setup.rotation_table_groups_make_a',
    params: { lobby: '3', squads: '48', MAX_SLOTS: '25' },
  });
  expect(messageCode('This deposit is over your deposit limit (weekly: ₹500, used ₹400)')).toEqual({
    code: 'money.limitHitWeekly',
    params: { limit: '500', used: '400' },
  });
  // The window in the reader's words, not the English 'weekly' inside a Hindi sentence.
  expect(messageCode('This deposit is over your deposit limit (daily: ₹5, used ₹4)')?.code).toBe(
    'money.limitHitDaily',
  );
});
