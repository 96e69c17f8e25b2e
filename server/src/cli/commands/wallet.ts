import { rupeesToPaise } from '@bgmi/shared/server';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/http-error';
import { adminListDeposits } from '../../repositories/wallet/deposit-repository';
import { adminListWithdrawals } from '../../repositories/wallet/withdrawal-repository';
import {
  adminListTickets,
  findTicketIdsByPrefix,
} from '../../repositories/wallet/ticket-repository';
import {
  deactivatePlan,
  insertPlan,
  listActivePlans,
} from '../../repositories/wallet/plan-repository';
import { findUserByBgmiUserId } from '../../repositories/user/user-repository';
import { ledgerTotals, listWalletEntries } from '../../repositories/wallet/wallet-repository';
import {
  adminDecideDeposit,
  adminDecideWithdrawal,
  adminResolveTicket,
} from '../../services/admin-actions';
import { CLI_ACTOR, type AdminCommand, type AdminContext } from '../admin-command';
import { statusLabel as label } from '../../wire/admin';
import { toCliDeposit, toCliLedger, toCliPlan, toCliWithdrawal } from '../../wire/wallet-cli';

/** The CLI runs the admin page's services (same audit row, same checks). */
const actionContext = (ctx: AdminContext) => ({
  database: ctx.database,
  actor: ctx.actor ?? CLI_ACTOR,
  policy: ctx.policy,
  emitToUser: ctx.emitToUser,
});

const STATUS_ARG: Record<string, number | undefined> = {
  pending: 0,
  approved: 1,
  success: 1,
  rejected: 2,
  all: undefined,
};

function statusArg(value: string | undefined): number | undefined {
  const key = (value ?? 'pending').toLowerCase();
  if (!(key in STATUS_ARG))
    throw badRequest('status must be pending, approved, rejected or all', 'status');
  return STATUS_ARG[key];
}

const need = (value: string | undefined, field: string) => {
  if (!value) throw badRequest(`${field} is required`, field);
  return value;
};

async function decideDepositCommand(ctx: AdminContext, args: string[], approve: boolean) {
  const key = need(args[0], 'deposit');
  const { deposit, planActivated } = await adminDecideDeposit(
    actionContext(ctx),
    key,
    approve,
    args.slice(1).join(' '),
  );
  const plan = planActivated ? ' (plan activated)' : '';
  return `Deposit ${deposit.transactionId} ${approve ? 'approved' : 'rejected'}${plan}`;
}

async function decideWithdrawalCommand(ctx: AdminContext, args: string[], approve: boolean) {
  const withdrawal = await adminDecideWithdrawal(
    actionContext(ctx),
    need(args[0], 'withdrawal'),
    approve,
    args.slice(1).join(' '),
  );
  return `Withdrawal ${withdrawal.transactionId} ${approve ? 'approved' : 'rejected and refunded'}`;
}

export const walletCommands: AdminCommand[] = [
  {
    name: 'deposits',
    usage: 'deposits [pending|approved|rejected|all]',
    describe: 'List deposits (default: pending).',
    run: async ({ database }, [status]) =>
      (await adminListDeposits(database.db, statusArg(status))).map(toCliDeposit),
  },
  {
    name: 'approve-deposit',
    usage: 'approve-deposit <id|UTR> [remark]',
    describe: 'Approve a pending deposit: credit the wallet, activate its plan.',
    run: (ctx, args) => decideDepositCommand(ctx, args, true),
  },
  {
    name: 'reject-deposit',
    usage: 'reject-deposit <id|UTR> [remark]',
    describe: 'Reject a pending deposit.',
    run: (ctx, args) => decideDepositCommand(ctx, args, false),
  },
  {
    name: 'withdrawals',
    usage: 'withdrawals [pending|approved|rejected|all]',
    describe: 'List withdrawals (default: pending).',
    run: async ({ database }, [status]) =>
      (await adminListWithdrawals(database.db, statusArg(status))).map(toCliWithdrawal),
  },
  {
    name: 'approve-withdrawal',
    usage: 'approve-withdrawal <id|transaction> [remark]',
    describe: 'Mark a withdrawal paid.',
    run: (ctx, args) => decideWithdrawalCommand(ctx, args, true),
  },
  {
    name: 'reject-withdrawal',
    usage: 'reject-withdrawal <id|transaction> [remark]',
    describe: 'Reject a withdrawal and refund it.',
    run: (ctx, args) => decideWithdrawalCommand(ctx, args, false),
  },
  {
    name: 'tickets',
    usage: 'tickets [pending|approved|rejected|all]',
    describe: 'List support tickets (default: pending).',
    run: async ({ database }, [status]) =>
      (await adminListTickets(database.db, statusArg(status))).map((row) => ({
        id: row.id,
        user: row.bgmiUserId,
        subject: row.subject,
        message: row.message.slice(0, 60),
        status: label(row.status),
      })),
  },
  {
    name: 'resolve-ticket',
    usage: 'resolve-ticket <id or its first 5+ characters> [reject]',
    describe: 'Mark a pending ticket Success (or Rejected).',
    run: async (ctx, [key, reject]) => {
      const { database } = ctx;
      const prefix = need(key, 'ticket').toLowerCase();
      if (prefix.length < 5)
        throw badRequest('give at least 5 characters of the ticket id', 'ticket');
      const matches = await findTicketIdsByPrefix(database.db, prefix, 2);
      if (matches.length !== 1)
        throw notFound(
          matches.length ? 'More than one ticket matches' : `No ticket ${key}`,
          'ticket',
        );
      const ticket = await adminResolveTicket(
        actionContext(ctx),
        matches[0]!.id,
        reject === 'reject',
      );
      return `Ticket ${ticket.id.slice(0, 5)} ${label(ticket.status)}`;
    },
  },
  {
    name: 'plans',
    usage: 'plans',
    describe: 'List the plans on sale.',
    run: async ({ database }) => (await listActivePlans(database.db)).map(toCliPlan),
  },
  {
    name: 'add-plan',
    usage: 'add-plan <name> <price> <validity_days> [features separated by ;]',
    describe: 'Put a plan on sale.',
    run: async ({ database }, [name, price, days, features]) => {
      const amount = Number(price);
      const validity = Number(days);
      if (!name?.trim()) throw badRequest('name is required', 'name');
      if (!Number.isFinite(amount) || amount <= 0)
        throw badRequest('price must be a positive number', 'price');
      if (!Number.isInteger(validity) || validity <= 0)
        throw badRequest('validity_days must be a positive whole number', 'validity_days');
      try {
        const plan = await database.transaction((tx) =>
          insertPlan(tx, {
            name: name.trim(),
            pricePaise: rupeesToPaise(amount),
            duration: `${validity} Days`,
            validityDays: validity,
            features: (features ?? '')
              .split(';')
              .map((f) => f.trim())
              .filter(Boolean),
          }),
        );
        return `Plan ${plan.name} added`;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('A plan with this name is on sale', 'name');
        throw error;
      }
    },
  },
  {
    name: 'remove-plan',
    usage: 'remove-plan <name>',
    describe: 'Take a plan off sale.',
    run: async ({ database }, [name]) => {
      const plan = await database.transaction((tx) => deactivatePlan(tx, need(name, 'name')));
      if (!plan) throw notFound(`No plan ${name} on sale`, 'name');
      return `Plan ${plan.name} removed`;
    },
  },
  {
    name: 'ledger',
    usage: 'ledger <bgmiUserId>',
    describe: "Show a user's wallet entries and check the balance equals their sum.",
    run: async ({ database }, [bgmiUserId]) => {
      const user = await findUserByBgmiUserId(database.db, need(bgmiUserId, 'bgmiUserId'));
      if (!user) throw notFound(`No user with BGMI ID ${bgmiUserId}`, 'bgmiUserId');
      const entries = await listWalletEntries(database.db, user.id, 100);
      const check = await ledgerTotals(database.db, user.id);
      return toCliLedger(user.bgmiUserId, check, entries);
    },
  },
];
