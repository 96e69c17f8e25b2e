// The scale test's traffic through the proxy: users, wallets, bets (each with a request id and
// retried with the same id when the answer is lost), chat over sockets. Every operation the
// server acknowledged is recorded for the checks.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { io } = require('socket.io-client');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function apiClient(base, adminKeyFile) {
  /** POST /BGMI/<path>; retries a lost answer (network error, 502) with the same body. */
  async function call(path, body, token, { tries = 20 } = {}) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const headers = { 'content-type': 'application/json' };
        if (token) headers.authorization = `Bearer ${token}`;
        if (path === 'admin/run') headers['x-admin-key'] = fs.readFileSync(adminKeyFile, 'utf8');
        const response = await fetch(`${base}/BGMI/${path}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(5000),
        });
        if (response.status !== 502) return { code: response.status, body: await response.json() };
      } catch {
        /* the instance died with the request: send it again */
      }
      if (attempt >= tries) return { code: 0, body: null };
      await sleep(200);
    }
  }
  return { call };
}

export async function createPlayers(api, count, tag) {
  const players = [];
  for (let index = 0; index < count; index += 1) {
    const bgmiUserId = `scale_${tag}_${index}`;
    const answer = await api.call('user/signup', {
      fullName: `Scale Player ${index}`,
      bgmiUserId,
      email: `${bgmiUserId}@example.com`,
      phone: '9876543210',
      password: 'tiger-lamp-93',
      confirmPassword: 'tiger-lamp-93',
    });
    if (answer.code !== 200) throw new Error(`sign-up: ${JSON.stringify(answer.body)}`);
    const { auth_token: token, _id: id } = answer.body.data;
    // Real money mode: an adult date of birth once, before the first money action.
    const age = await api.call(
      'money/confirm-age',
      { date_of_birth: '1990-01-01', confirm_18: true },
      token,
    );
    if (age.code !== 200) throw new Error(`age gate: ${JSON.stringify(age.body)}`);
    players.push({ index, id, token, bgmiUserId });
  }
  return players;
}

/** 10,000 rupees each, through a deposit and its approval (the admin command). */
export async function fundPlayers(api, players, tag) {
  for (const player of players) {
    const utr = `UTR${tag}${player.index}`.slice(0, 40);
    const body = { bgmiUserId: player.bgmiUserId, amount: 10000, transaction_id: utr };
    const deposit = await api.call('user/deposit', body, player.token);
    if (deposit.code !== 200) throw new Error(`deposit: ${JSON.stringify(deposit.body)}`);
    const approve = await api.call('admin/run', { command: 'approve-deposit', args: [utr] });
    if (approve.code !== 200) throw new Error(`approve: ${JSON.stringify(approve.body)}`);
  }
}

export async function befriend(api, a, b) {
  await api.call('send-request', { senderId: a.id, receiverId: b.id }, a.token);
  const accepted = await api.call('accept-request', { senderId: a.id, receiverId: b.id }, b.token);
  if (accepted.code !== 200) throw new Error(`accept: ${JSON.stringify(accepted.body)}`);
}

/** Places bets until `until()` is false; returns the acknowledged ones. */
export async function betLoop(api, player, until, stats) {
  const acked = [];
  let roundId = null;
  for (let n = 0; until(); n += 1) {
    if (!roundId) {
      const current = await api.call('game-session', {}, player.token);
      roundId = current.body?.data?.current_session_id ?? null;
      if (!roundId) {
        await sleep(300);
        continue;
      }
    }
    const requestId = `bet-${player.index}-${n}-${Date.now()}`;
    const body = {
      session_id: roundId,
      amount: 10,
      position_number: String(n % 100).padStart(2, '0'),
      request_id: requestId,
    };
    const answer = await api.call('bet-place-jantri', body, player.token);
    stats.attempted += 1;
    if (answer.code === 200 || (answer.code === 409 && answer.body?.field === 'request_id'))
      acked.push({ userId: player.id, requestId });
    else if (answer.code === 0) stats.unanswered += 1;
    else roundId = null; // the round turned over: fetch the new one
    await sleep(80);
  }
  return acked;
}

export function openSocket(url, token) {
  const socket = io(url, { transports: ['websocket'], auth: { token }, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Sends one message until it is acknowledged (same client id on every try). */
export async function sendUntilAcked(socket, from, to, text, clientMessageId, deadline) {
  while (Date.now() < deadline) {
    if (socket.connected) {
      try {
        const ack = await socket.timeout(3000).emitWithAck('send_message', {
          from,
          to,
          message: text,
          timestamp: Date.now(),
          clientMessageId,
        });
        if (ack?.status) return ack.data;
      } catch {
        /* no answer: the instance may be gone; the socket reconnects through the proxy */
      }
    }
    await sleep(200);
  }
  return null;
}
