import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RequireLogin } from '../require-login';
import { sessionStore } from '../../session/session-store';
import { notifyError } from '../toasts';
import { ROUTER_FUTURE } from '../router-sync';
import userEvent from '@testing-library/user-event';
import { setEmbedOptions } from '../../session/embed-options';
import { testUser } from '../../testing/render';

jest.mock('../toasts', () => ({ ...jest.requireActual('../toasts'), notifyError: jest.fn() }));

function at(rule: 'prompt' | 'redirect' | undefined) {
  return render(
    <MemoryRouter initialEntries={['/page']} future={ROUTER_FUTURE}>
      <Routes>
        <Route
          path="/page"
          element={
            <RequireLogin rule={rule}>
              <p>the page</p>
            </RequireLogin>
          }
        />
        <Route path="/login" element={<p>login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStore.getState().logout();
  jest.mocked(notifyError).mockClear();
});

describe('RequireLogin', () => {
  it('shows a public page to a visitor', () => {
    at(undefined);
    expect(screen.getByText('the page')).toBeInTheDocument();
  });

  it("'prompt': a visitor gets Please login first and a Login link, not the page", () => {
    at('prompt');
    expect(screen.queryByText('the page')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Please login first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it("'redirect': a visitor is told and sent to /login", async () => {
    at('redirect');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(notifyError).toHaveBeenCalledWith('User info missing. Please login again.');
  });

  it('a logged-in user sees the page', () => {
    sessionStore.getState().login(testUser());
    at('redirect');
    expect(screen.getByText('the page')).toBeInTheDocument();
  });
});
describe('RequireLogin in a side mounted into another page (embed options)', () => {
  afterEach(() => setEmbedOptions({}));

  it("'prompt' with a loginUrl links to the host's login page", () => {
    setEmbedOptions({ loginUrl: 'https://partner.test/sign-in' });
    at('prompt');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      'https://partner.test/sign-in',
    );
  });

  it("'prompt' with onLoginRequired asks the host, naming the page", async () => {
    const onLoginRequired = jest.fn();
    setEmbedOptions({ onLoginRequired });
    at('prompt');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(onLoginRequired).toHaveBeenCalledWith({ path: '/page' });
  });

  it("'redirect' with onLoginRequired asks the host instead of going to /login", () => {
    const onLoginRequired = jest.fn();
    setEmbedOptions({ onLoginRequired });
    at('redirect');
    expect(onLoginRequired).toHaveBeenCalledWith({ path: '/page' });
    expect(screen.queryByText('login page')).not.toBeInTheDocument();
  });
});
