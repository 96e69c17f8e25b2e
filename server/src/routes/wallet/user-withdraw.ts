import type { FastifyInstance } from 'fastify';
import { WALLET_MESSAGES, withdrawEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { updatedWallet } from '../../wire/platform-game';
import { findUserById } from '../../repositories/user/user-repository';
import { requestWithdrawal } from '../../services/withdrawals';

/** A withdrawal request: the amount is reserved (debited) now and refunded if rejected. */
export default async function withdrawRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    withdrawEndpoint,
    async ({ body, user }) => {
      const { withdrawal, walletPaise } = await requestWithdrawal(app.database, user.id, body);
      const wallet =
        walletPaise ?? (await findUserById(app.database.db, user.id))?.walletPaise ?? 0;
      return {
        status: true,
        message: WALLET_MESSAGES.withdrawSuccess,
        ...updatedWallet(wallet),
        data: { transaction_id: withdrawal.transactionId },
      };
    },
    { money: 'withdraw' },
  );
}
