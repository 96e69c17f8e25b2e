import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifyError, notifySuccess, RequireLogin, sessionStore } from '@bgmi/shared';
import { JANTRI_ROUTES } from '../../../routes';
import UpdateResultPage from '../components/update-result-page';
import { resultProblem, shownResult } from '../result-rules';
import { loginOperator, renderPage, resetLedgerTest } from '../../../testing/ledger-test-kit';
import { mockAnyApi } from '@bgmi/shared/testing/mock-api';

// The toasts module itself, so the route guard (inside shared) toasts through the mock too.
jest.mock('@bgmi/shared/toasts', () => ({
  ...jest.requireActual('@bgmi/shared/toasts'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));

beforeEach(() => resetLedgerTest());

describe('result rules', () => {
  it('needs a game and a result, refuses numbers above 100, accepts WIN', () => {
    expect(resultProblem('', '12')).toBe('Please select a game and enter the result');
    expect(resultProblem('Gali', ' ')).toBe('Please select a game and enter the result');
    expect(resultProblem('Gali', '101')).toBe('Number cannot be greater than 100');
    expect(resultProblem('Gali', '100')).toBeNull();
    expect(resultProblem('Gali', 'WIN')).toBeNull();
    expect([shownResult('45'), shownResult(''), shownResult('WIN'), shownResult('0')]).toEqual([
      '45',
      null,
      null,
      null,
    ]);
  });
});

describe('Update Result page', () => {
  it('without username and userId in the session, says so and goes to /login', async () => {
    sessionStore.getState().logout();
    // The router applies the route table's rule for /UpdateResult (RequireLogin).
    const rule = JANTRI_ROUTES.find((route) => route.path === '/UpdateResult')?.login;
    renderPage(
      <RequireLogin rule={rule}>
        <UpdateResultPage />
      </RequireLogin>,
    );
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(notifyError).toHaveBeenCalledWith('User info missing. Please login again.');
  });

  it('lists results with number or cross, declares a result and goes to /game', async () => {
    loginOperator();
    const { calls } = mockAnyApi(
      {
        status: true,
        message: 'ok',
        data: {
          game_result: [
            { game_name: 'Delhi Bazar', result: '45' },
            { game_name: 'Gali', result: '' },
          ],
        },
      },
      { status: true, message: 'Result updated successfully!', data: { settled_clients: 1 } },
    );
    renderPage(<UpdateResultPage />);
    const list = await screen.findByRole('list', { name: 'Game results' });
    expect(list).toHaveTextContent('Delhi Bazar45');
    expect(screen.getByRole('img', { name: 'No result' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Game'), 'Gali');
    await userEvent.type(screen.getByLabelText('Result'), '101');
    await userEvent.click(screen.getByRole('button', { name: 'Update Result' }));
    expect(notifyError).toHaveBeenCalledWith('Number cannot be greater than 100');
    await userEvent.clear(screen.getByLabelText('Result'));
    await userEvent.type(screen.getByLabelText('Result'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Update Result' }));
    expect(await screen.findByText('game page')).toBeInTheDocument();
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Result updated successfully!'));
    expect(calls[1]!.body).toMatchObject({
      game_name: 'Gali',
      result: '12',
      username: 'ledger_operator',
    });
  });
});
