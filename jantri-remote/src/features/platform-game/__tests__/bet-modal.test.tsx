import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as shared from '@bgmi/shared';
import { BetModal } from '../components/bet-modal';
import { placeBetEndpoint } from '@bgmi/shared/jantri-contract';
import { apiAnswer, apiSent, mockApi } from '@bgmi/shared/testing/mock-api';
import { loginAs, newTestQueryClient, renderAt } from '../../../testing/page-test-utils';

jest.mock('@bgmi/shared', () => ({
  ...jest.requireActual('@bgmi/shared'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));

let client = newTestQueryClient();
beforeEach(() => {
  jest.mocked(shared.notifyError).mockReset();
  loginAs(100);
  client = newTestQueryClient();
  shared.writeRound(client, { current_session_id: 7, bet_numbers: {} });
});

function open() {
  const onClose = jest.fn();
  renderAt(<BetModal number="42" onClose={onClose} />, '/', undefined, client);
  return { onClose, input: screen.getByLabelText('Amount') as HTMLInputElement };
}

describe('BetModal', () => {
  it('starts at 10, keeps digits only, steps by 10 and takes the presets', async () => {
    const { input } = open();
    expect(input.value).toBe('10');
    await userEvent.clear(input);
    await userEvent.type(input, '4a5.');
    expect(input.value).toBe('45');
    await userEvent.click(screen.getByRole('button', { name: 'Plus 10' }));
    expect(input.value).toBe('55');
    await userEvent.click(screen.getByRole('button', { name: 'Minus 10' }));
    expect(input.value).toBe('45');
    for (const preset of ['50', '100', '200', '500']) {
      await userEvent.click(screen.getByRole('button', { name: preset }));
      expect(input.value).toBe(preset);
    }
  });

  it("refuses under 10 with the spec's message and closes", async () => {
    const { input, onClose } = open();
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(shared.notifyError).toHaveBeenCalledWith('Please Enter minimum amount which is 10');
    expect(onClose).toHaveBeenCalled();
    expect(apiSent()).toEqual([]);
  });

  it('refuses an amount equal to the wallet with Low Balance', async () => {
    const { input, onClose } = open();
    await userEvent.clear(input);
    await userEvent.type(input, '100');
    await userEvent.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(shared.notifyError).toHaveBeenCalledWith('Low Balance');
    expect(onClose).toHaveBeenCalled();
  });

  it('places the bet and takes the new wallet and numbers from the answer', async () => {
    const { calls } = mockApi(placeBetEndpoint, {
      status: true,
      message: 'Bet placed successfully',
      updated_wallet: 80,
      bet_numbers: { '42': 20 },
    });
    const { input, onClose } = open();
    await userEvent.clear(input);
    await userEvent.type(input, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Place Bet' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]!.body).toMatchObject({
      username: 'riya01',
      session_id: 7,
      amount: 20,
      position_number: '42',
    });
    expect(client.getQueryData<shared.Account>(shared.accountKey('u1'))?.wallet).toBe(80);
    expect(shared.readStoredUserInfo()?.wallet).toBe(80);
    expect(
      client.getQueryData<shared.PlatformRound>(shared.platformRoundKey('u1'))?.bet_numbers,
    ).toEqual({ '42': 20 });
    expect(shared.notifySuccess).toHaveBeenCalledWith('Bet placed successfully');
  });

  it("shows the server's message and closes when the bet fails", async () => {
    mockApi(
      placeBetEndpoint,
      apiAnswer(400, {
        status: false,
        message: 'This session is closed, please bet in the current session',
        field: 'session_id',
      }),
    );
    const { onClose } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Place Bet' }));
    await waitFor(() =>
      expect(shared.notifyError).toHaveBeenCalledWith(
        'This session is closed, please bet in the current session',
      ),
    );
    expect(onClose).toHaveBeenCalled();
  });
});
