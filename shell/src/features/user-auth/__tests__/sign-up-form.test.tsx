import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import * as shared from '@bgmi/shared';
import { loginEndpoint, signupEndpoint } from '@bgmi/shared';
import { apiAnswer, apiSent, mockApi } from '@bgmi/shared/testing/mock-api';
import { SignUpForm } from '../components/sign-up-form';
import { LoginForm } from '../components/login-form';

jest.mock('@bgmi/shared', () => ({
  ...jest.requireActual('@bgmi/shared'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));

// The API is answered by MSW: the real client, contract parsing and hooks run.
function renderAtLogin(ui: React.ReactElement) {
  return renderWithProviders(ui, { path: '/login', landings: { '/': 'home page' } });
}

const authAnswer = {
  status: true,
  message: 'User Registered Successfully',
  data: {
    _id: 'u1',
    userId: 'u1',
    username: 'riya01',
    bgmiUserId: 'riya01',
    name: 'Riya',
    email: 'riya@example.com',
    phone: '9123456780',
    wallet: 0,
    isAdmin: false,
    user_clients: [],
    user_games: [],
    auth_token: 'tok',
  },
};

async function fill(values: Record<string, string>) {
  const labels: Record<string, string> = {
    fullName: 'Full name',
    bgmiUserId: 'BGMI ID',
    email: 'Email',
    phone: 'Mobile number',
    password: 'Password',
    confirmPassword: 'Confirm password',
  };
  for (const [name, value] of Object.entries(values)) {
    if (value) await userEvent.type(screen.getByLabelText(labels[name]!), value);
  }
}

const good = {
  fullName: 'Riya',
  bgmiUserId: 'riya01',
  email: 'riya@example.com',
  phone: '9123456780',
  password: 'pass1234',
  confirmPassword: 'pass1234',
};

describe('SignUpForm', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    localStorage.clear();
    shared.sessionStore.getState().logout();
  });

  it.each([
    [{ ...good, email: '' }, 'Please fill out all fields.'],
    [{ ...good, email: 'riya-at-example' }, 'Please enter a valid email address.'],
    [{ ...good, phone: '91234' }, 'Mobile Number must be 10 digits.'],
    [{ ...good, confirmPassword: 'other' }, 'Passwords do not match.'],
  ])('refuses %o with the spec message and sends nothing', async (values, message) => {
    renderAtLogin(<SignUpForm idPrefix="t" />);
    await fill(values);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(shared.notifyError).toHaveBeenCalledWith(message);
    expect(apiSent()).toEqual([]);
  });

  // Issue 25: the password rule is told before sending, and the server's refusal is shown.
  it('describes the password rule and shows the server refusing a common password', async () => {
    const message =
      'password is too easy to guess (a common password, a pattern like 1234 or your own id): use a longer mix of uncommon words';
    mockApi(signupEndpoint, apiAnswer(400, { status: false, message, field: 'password' }));
    renderAtLogin(<SignUpForm idPrefix="t" />);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters; not a common password or your BGMI ID',
    );
    await fill({ ...good, password: 'password1', confirmPassword: 'password1' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(shared.notifyError).toHaveBeenCalledWith(message));
  });

  it('keeps digits only in the phone, at most 10', async () => {
    renderAtLogin(<SignUpForm idPrefix="t" />);
    await userEvent.type(screen.getByLabelText('Mobile number'), '98a76-54321099');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
  });

  it('stores the user, toasts the success and goes home', async () => {
    const { calls } = mockApi(signupEndpoint, authAnswer);
    renderAtLogin(<SignUpForm idPrefix="t" />);
    await fill(good);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByText('home page')).toBeInTheDocument());
    expect(calls).toHaveLength(1);
    expect(shared.notifySuccess).toHaveBeenCalledWith('User Registered Successfully');
    expect(JSON.parse(localStorage.getItem('userinfo') ?? '{}')).toMatchObject({
      name: 'Riya',
      auth_token: 'tok',
    });
  });

  it('prefills the e-mail remembered by the subscribe box', () => {
    shared.sessionStore.getState().rememberSignUpEmail('fan@example.com');
    renderAtLogin(<SignUpForm idPrefix="t" />);
    expect(screen.getByLabelText('Email')).toHaveValue('fan@example.com');
  });
});

describe('LoginForm', () => {
  beforeEach(() => {
    jest.clearAllMocks();
  });

  it("answers missing details with 'Give all Details Properly'", async () => {
    renderAtLogin(<LoginForm idPrefix="t" />);
    await userEvent.type(screen.getByLabelText('BGMI ID'), 'ace');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(shared.notifyError).toHaveBeenCalledWith('Give all Details Properly');
    expect(apiSent()).toEqual([]);
  });

  it("shows the server's message when login is refused", async () => {
    mockApi(
      loginEndpoint,
      apiAnswer(401, { status: false, message: 'Invalid BGMI ID or password' }),
    );
    renderAtLogin(<LoginForm idPrefix="t" />);
    await userEvent.type(screen.getByLabelText('BGMI ID'), 'ace');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(shared.notifyError).toHaveBeenCalledWith('Invalid BGMI ID or password'),
    );
  });
});
