import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import { StatusMessage, requiredText, textField } from './common';

/** Sign-up and login messages, word for word from jantri spec section 5. */
export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill out all fields.',
  invalidEmail: 'Please enter a valid email address.',
  phoneDigits: 'Mobile Number must be 10 digits.',
  passwordsDiffer: 'Passwords do not match.',
  loginMissing: 'Give all Details Properly',
  signupSuccess: 'User Registered Successfully',
  loginSuccess: 'User Login Successfully',
  loginFailed: 'Login failed',
  signupFailed: 'Sign-up failed',
  loginError: 'An error occurred during login.',
  signupError: 'An error occurred during sign-up.',
  alreadyLoggedIn: 'You are already logged in',
  enterValidEmail: 'Please enter a valid email.',
} as const;

/** The simple e-mail pattern of the sign-up form. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const filled = (max: number) => requiredText('field', max, AUTH_MESSAGES.fillAllFields);

export const SignupBody = z
  .object({
    fullName: filled(80),
    bgmiUserId: filled(40),
    email: filled(120).regex(EMAIL_PATTERN, { error: AUTH_MESSAGES.invalidEmail }),
    phone: filled(10).regex(/^\d{10}$/, { error: AUTH_MESSAGES.phoneDigits }),
    password: textField('password', {}, AUTH_MESSAGES.fillAllFields)
      .min(1, { error: AUTH_MESSAGES.fillAllFields })
      // Issue 25: a minimum strength at sign-up (the server also refuses common passwords).
      .min(8, { error: 'password must be at least 8 characters' })
      .max(200, { error: 'password must be at most 200 characters' }),
    confirmPassword: textField('confirmPassword', {}, AUTH_MESSAGES.fillAllFields).min(1, {
      error: AUTH_MESSAGES.fillAllFields,
    }),
  })
  .refine((body) => body.password === body.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type SignupBody = z.infer<typeof SignupBody>;

export const LoginBody = z.object({
  bgmiUserId: requiredText('bgmiUserId', 40, AUTH_MESSAGES.loginMissing),
  password: textField('password', {}, AUTH_MESSAGES.loginMissing)
    .min(1, { error: AUTH_MESSAGES.loginMissing })
    .max(200, { error: 'password must be at most 200 characters' }),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** The user as the server returns it at login, sign-up and refresh. */
export const UserData = z.object({
  _id: z.string(),
  userId: z.string(),
  username: z.string(),
  bgmiUserId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  wallet: z.number(),
  isAdmin: z.boolean(),
  /** May use the organiser console (admins may too); DESIGN 7. */
  isOrganizer: z.boolean().optional(),
  user_clients: z.array(z.string()),
  user_games: z.array(z.string()),
  /** The language the user chose (DESIGN section 9), absent until they choose. */
  language: z.enum(['en', 'hi']).optional(),
});
export type UserData = z.infer<typeof UserData>;

export const AuthResponse = StatusMessage.extend({
  data: UserData.extend({ auth_token: z.string() }),
});
export type AuthResponse = z.infer<typeof AuthResponse>;

export const signupEndpoint = defineEndpoint({
  path: 'user/signup',
  auth: false,
  body: SignupBody,
  response: AuthResponse,
});

export const loginEndpoint = defineEndpoint({
  path: 'user/login',
  auth: false,
  body: LoginBody,
  response: AuthResponse,
});

/** The "user refresh helper" of the spec: the current user and wallet. */
export const refreshEndpoint = defineEndpoint({
  path: 'user/refresh',
  auth: true,
  body: z.object({
    username: requiredText('username', 80).optional(),
  }),
  response: StatusMessage.extend({
    data: UserData,
    updated_wallet: z.number(),
    /** DESIGN section 8: the deployment's money mode, so the screens adapt. */
    money_mode: z.enum(['off', 'demo', 'real']).optional(),
  }),
});

/** Ends this session: the server revokes the token and closes its sockets (DESIGN section 3). */
export const logoutEndpoint = defineEndpoint({
  path: 'user/logout',
  auth: true,
  body: z.object({}).passthrough(),
  response: StatusMessage,
});

/** Keeps the reader's language with their account (DESIGN section 9): a new login reads in it. */
export const setLanguageEndpoint = defineEndpoint({
  path: 'user/set-language',
  auth: true,
  body: z.object({
    language: z.enum(['en', 'hi'], { error: 'language must be en or hi' }),
  }),
  response: StatusMessage,
});
