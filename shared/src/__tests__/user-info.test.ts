import fc from 'fast-check';
import { z } from 'zod';
import { parseUserInfo, readStoredUserInfo, saveUserinfo } from '../session/user-info';

// The zod schema stored userinfo was checked with before the first load dropped the schema
// library; the hand-written check must accept, refuse and shape exactly as it did.
const UserInfoSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  username: z.string(),
  bgmiUserId: z.string(),
  name: z.string(),
  auth_token: z.string(),
  wallet: z.number().default(0),
  teamName: z.union([z.string(), z.array(z.string())]).optional(),
  team_name: z.array(z.string()).optional(),
  user_clients: z.array(z.string()).default([]),
  user_games: z.array(z.string()).default([]),
  isAdmin: z.boolean().optional(),
  isOrganizer: z.boolean().optional(),
});

const anyValue = fc.oneof(
  fc.string(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
const KEYS = Object.keys(UserInfoSchema.shape);
// Mostly well-typed records (each field its right type or, sometimes, anything), plus strays.
const candidate = fc.record(
  Object.fromEntries(
    KEYS.map((key) => {
      const good =
        key === 'wallet'
          ? fc.double()
          : key.startsWith('is')
            ? fc.boolean()
            : ['team_name', 'user_clients', 'user_games'].includes(key)
              ? fc.array(fc.string(), { maxLength: 3 })
              : fc.string();
      return [key, fc.oneof({ weight: 4, arbitrary: good }, { weight: 1, arbitrary: anyValue })];
    }),
  ),
  { requiredKeys: ['_id', 'userId', 'username', 'bgmiUserId', 'name', 'auth_token'] },
);

test('the stored userinfo check accepts, refuses and shapes exactly as the zod schema', () => {
  fc.assert(
    fc.property(
      fc.oneof(candidate, anyValue, fc.record({ extra: fc.string() })),
      fc.boolean(),
      (value, stray) => {
        const input = stray && typeof value === 'object' && value ? { ...value, extra: 1 } : value;
        const expected = UserInfoSchema.safeParse(input);
        const actual = parseUserInfo(input);
        if (!expected.success) return expect(actual).toBeNull();
        expect(actual).toEqual(expected.data);
        expect(JSON.stringify(actual)).toBe(JSON.stringify(expected.data));
      },
    ),
    { numRuns: 2000 },
  );
});

test('stored userinfo of the wrong shape is cleared, as before', () => {
  localStorage.setItem('userinfo', JSON.stringify({ userId: 'u1', auth_token: 't', wallet: 'x' }));
  expect(readStoredUserInfo()).toBeNull();
  expect(localStorage.getItem('userinfo')).toBeNull();
  saveUserinfo(
    {
      _id: 'u1',
      userId: 'u1',
      username: 'ravi',
      bgmiUserId: '5123456789',
      name: 'Ravi',
      auth_token: 't',
    } as never,
    true,
  );
  expect(readStoredUserInfo()).toEqual(expect.objectContaining({ wallet: 0, user_clients: [] }));
});
