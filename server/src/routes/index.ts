import type { FastifyInstance } from 'fastify';
import userRoutes from './user';
import esportsEventRoutes from './esports-events';
import playerRoutes from './players';
import teamRoutes from './teams';
import friendsChatRoutes from './friends-chat';
import walletRoutes from './wallet';
import platformGameRoutes from './platform-game';
import jantriLedgerRoutes from './jantri-ledger';
import jantriStaffRoutes from './jantri-staff';
import adminRoutes from './admin';
import moneyControlRoutes from './money-controls';
import scrimDayRoutes from './scrim-day';
import notificationRoutes from './notifications';
import esportsStageRoutes from './esports-stages';
import upperBrokerRoutes from './upper-broker';

/** Every API call, mounted under /BGMI by app.ts. One folder per area. */
export default async function routes(app: FastifyInstance) {
  await app.register(userRoutes);
  await app.register(esportsEventRoutes);
  await app.register(playerRoutes);
  await app.register(teamRoutes);
  await app.register(friendsChatRoutes);
  await app.register(walletRoutes);
  await app.register(platformGameRoutes);
  await app.register(jantriLedgerRoutes);
  await app.register(jantriStaffRoutes);
  await app.register(adminRoutes);
  await app.register(moneyControlRoutes);
  await app.register(scrimDayRoutes);
  await app.register(notificationRoutes);
  await app.register(esportsStageRoutes);
  await app.register(upperBrokerRoutes);
}
