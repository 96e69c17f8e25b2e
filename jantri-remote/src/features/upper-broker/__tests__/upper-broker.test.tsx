import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PassesPage from '../components/passes-page';
import SendCutPage from '../components/send-cut-page';
import { loginOperator, renderPage } from '../../../testing/ledger-test-kit';
import { mockAnyApi } from '@bgmi/shared/testing/mock-api';
import { cells, makePass } from './make-pass';

beforeEach(() => {
  jest.restoreAllMocks();
  loginOperator();
});

describe('upper broker screens', () => {
  it('Passes: accepts a pass sent to me; shows a refusal with its reason; offers take back', async () => {
    const list = {
      status: true,
      message: 'ok',
      data: {
        incoming: [makePass({})],
        sent: [
          makePass({ _id: 's1', status: 'refused', refuse_reason: 'Too much on 12' }),
          makePass({ _id: 's2', status: 'accepted' }),
        ],
      },
    };
    const { calls } = mockAnyApi(
      list,
      { status: true, message: 'Pass accepted', data: makePass({ status: 'accepted' }) },
      list,
    );
    renderPage(<PassesPage />, '/upperPasses');
    await screen.findByText('From chhota');
    const incoming = screen.getByRole('list', { name: 'Sent to me' });
    expect(incoming).toHaveTextContent('On terms: Rate 90');
    const sent = screen.getByRole('list', { name: 'I sent' });
    expect(sent).toHaveTextContent('Reason: Too much on 12');
    expect(screen.getAllByRole('button', { name: 'Take back' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(calls[1]!.url).toContain('jantri-pass-decide'));
    expect(calls[1]!.body).toMatchObject({ pass_id: makePass({})._id, decision: 'accept' });
  });

  it('Send cut up: previews the cut and sends it to the chosen upper', async () => {
    const upper = {
      _id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      name: 'Bada Bhai',
      upper_username: 'bada',
      passing_rate: 90,
      lc: 5,
      commission_basis: 'loss',
      patti: 0,
      createdAt: '2026-11-25T10:00:00Z',
    };
    const { calls } = mockAnyApi(
      { status: true, message: 'ok', data: [upper] },
      { status: true, message: 'Pass sent', data: makePass({}) },
    );
    renderPage(<SendCutPage />, '/upperSend', {
      game_name: 'Delhi Bazar',
      client_name: 'Ramesh',
      details: cells(100, { 12: 60 }),
      andar: cells(10, { 1: 20 }),
      bahar: cells(10),
    });
    expect(screen.getByTestId('pass-preview')).toHaveTextContent('12(60) A 1(20)');
    expect(screen.getByText('Total ₹80.00')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Bada Bhai' });
    await userEvent.selectOptions(screen.getByLabelText('Upper'), 'Bada Bhai');
    expect(screen.getByText(/He accepts it in his book/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send cut up' }));
    await waitFor(() => expect(calls[1]!.url).toContain('jantri-pass-send'));
    expect(calls[1]!.body).toMatchObject({ upper_id: upper._id, game_name: 'Delhi Bazar' });
    expect((calls[1]!.body as { details: number[] }).details[12]).toBe(60);
  });
});
