import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as shared from '@bgmi/shared';
import { requestResetEmailEndpoint, resetPasswordEndpoint } from '@bgmi/shared/day-and-money';
import { apiAnswer, apiSent, mockApi } from '@bgmi/shared/testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { LoginForm } from '../components/login-form';

jest.mock('@bgmi/shared', () => ({
  ...jest.requireActual('@bgmi/shared'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));

/** Issue 25: "Forgot password?" with a reset code from an admin or an e-mailed link. */
const sent = (path: string) =>
  apiSent()
    .filter((call) => call.path === path)
    .map((call) => call.body);

function renderLogin(search = '') {
  return renderWithProviders(<LoginForm idPrefix="t" />, { path: '/login', search });
}

beforeEach(() => {
  jest.mocked(shared.notifySuccess).mockClear();
  jest.mocked(shared.notifyError).mockClear();
});

async function fillReset(code: string, password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('Reset code'), code);
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('Forgot password?', () => {
  it('resets with a code from an admin, then returns to the login form with the id filled', async () => {
    mockApi(resetPasswordEndpoint, {
      status: true,
      message: 'Password reset: log in with your new password',
    });
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('form', { name: 'Reset password' })).toHaveTextContent(
      'Ask an admin',
    );
    await userEvent.type(screen.getByLabelText('BGMI ID'), 'riya01');
    await fillReset('ABCD2345EF', 'violet-harbour-58');
    await waitFor(() =>
      expect(shared.notifySuccess).toHaveBeenCalledWith(
        'Password reset: log in with your new password',
      ),
    );
    expect(sent('user/reset-password')).toEqual([
      {
        bgmiUserId: 'riya01',
        code: 'ABCD2345EF',
        newPassword: 'violet-harbour-58',
        confirmPassword: 'violet-harbour-58',
      },
    ]);
    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('BGMI ID')).toHaveValue('riya01');
  });

  it("shows the server's message under the field it names (wrong or expired code)", async () => {
    mockApi(
      resetPasswordEndpoint,
      apiAnswer(400, { status: false, message: 'code is wrong or has expired', field: 'code' }),
    );
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await userEvent.type(await screen.findByLabelText('BGMI ID'), 'riya01');
    await fillReset('WRONG12345', 'violet-harbour-58');
    expect(await screen.findByText('code is wrong or has expired')).toBeInTheDocument();
    expect(screen.getByLabelText('Reset code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('an e-mailed link opens the form with the id and code filled in', async () => {
    renderLogin('?reset=1&id=riya01&code=tok_from_mail');
    expect(await screen.findByLabelText('BGMI ID')).toHaveValue('riya01');
    expect(screen.getByLabelText('Reset code')).toHaveValue('tok_from_mail');
  });

  it('asks for an e-mailed link and tells what the server says', async () => {
    mockApi(
      requestResetEmailEndpoint,
      apiAnswer(403, {
        status: false,
        message: 'E-mail reset is not set up on this site: ask an admin for a reset code',
      }),
    );
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail me a reset link' }));
    expect(await screen.findByText('bgmiUserId is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('BGMI ID'), 'riya01');
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a reset link' }));
    await waitFor(() =>
      expect(shared.notifyError).toHaveBeenCalledWith(
        'E-mail reset is not set up on this site: ask an admin for a reset code',
      ),
    );
    expect(sent('user/request-reset-email')).toEqual([{ bgmiUserId: 'riya01' }]);
  });
});
