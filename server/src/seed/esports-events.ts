import { rupeesToPaise } from '@bgmi/shared/server';
import type { Tx } from '../db/database';
import { hashPassword } from '../lib/passwords';
import { addMember, findTeamByName } from '../repositories/teams/team-repository';
import { insertUser } from '../repositories/user/user-repository';
import { insertBlog } from '../repositories/esports-events/blog-repository';
import { insertService } from '../repositories/esports-events/service-repository';
import {
  insertEvent,
  insertRegistration,
  type NewEvent,
} from '../repositories/esports-events/tournament-repository';
import type { DemoUsers } from './demo-users';
import { DEMO_BLOGS, DEMO_SERVICES } from './esports-content';
import { writeDemoMedia } from './esports-media';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Two more players in Team Phoenix, so its leader ace_player has 4 members to register. */
const EXTRA_PHOENIX = [
  { bgmiUserId: 'cobra_player', name: 'Chirag Mehta' },
  { bgmiUserId: 'dash_player', name: 'Diya Nair' },
] as const;

type Plan = Omit<NewEvent, 'sessionStartTime' | 'sessionEndTime'> & {
  startIn: number;
  hours: number;
};

/** Every state for both kinds: upcoming open and closed, live, past (DESIGN section 2). */
function eventPlans(): Plan[] {
  const t = (title: string, extra: Partial<Plan>): Plan => ({
    kind: 'tournament',
    title,
    sessionId: '',
    map: 'Erangel',
    matchType: 'squad',
    maxPlayers: 100,
    startIn: 2 * DAY,
    hours: 4,
    ...extra,
  });
  const prize = (total: number, perPlayer: number) => ({
    totalWinningPaise: rupeesToPaise(total),
    winningPerPlayerPaise: rupeesToPaise(perPlayer),
  });
  return [
    t('Phoenix Pro League', {
      ...prize(50000, 500),
      description: 'Three matches, top 4 squads share the pool.',
    }),
    t('Monsoon Showdown', { map: 'Miramar', startIn: 5 * DAY, ...prize(25000, 250) }),
    t('Invite Only Cup', {
      map: 'Sanhok',
      startIn: 3 * DAY,
      registrationStatus: 0,
      ...prize(100000, 1000),
    }),
    t('Weekend Warriors Live', {
      startIn: -2 * HOUR,
      hours: 30,
      ...prize(20000, 200),
      description: 'Streamed live on our channel.',
    }),
    t('Diwali Championship', { map: 'Vikendi', startIn: -10 * DAY, ...prize(75000, 750) }),
    t('Daily Scrim 7 PM', {
      kind: 'scrim',
      map: 'Erangel',
      startIn: 1 * DAY,
      hours: 2,
      maxPlayers: 64,
    }),
    t('Daily Scrim 10 PM', {
      kind: 'scrim',
      map: 'Livik',
      startIn: 1 * DAY + 3 * HOUR,
      hours: 2,
      maxPlayers: 50,
      matchType: 'duo',
    }),
    t('Closed Practice Scrim', {
      kind: 'scrim',
      map: 'Sanhok',
      startIn: 2 * DAY,
      hours: 2,
      maxPlayers: 64,
      registrationStatus: 0,
    }),
    t('Afternoon Scrim Live', {
      kind: 'scrim',
      map: 'Miramar',
      startIn: -1 * HOUR,
      hours: 30,
      maxPlayers: 64,
      ...prize(2000, 50),
    }),
    t('Yesterday Scrim', {
      kind: 'scrim',
      map: 'Erangel',
      startIn: -1 * DAY,
      hours: 2,
      maxPlayers: 64,
      description: 'Won by Team Phoenix.',
    }),
  ];
}

export async function seedEsportsEvents(
  tx: Tx,
  users: DemoUsers,
  uploadsDir: string,
): Promise<void> {
  const phoenix = await findTeamByName(tx, 'Team Phoenix');
  const extra = [];
  for (const [index, player] of EXTRA_PHOENIX.entries()) {
    extra.push(
      await insertUser(tx, {
        username: player.bgmiUserId,
        bgmiUserId: player.bgmiUserId,
        name: player.name,
        email: `${player.bgmiUserId}@example.com`,
        phone: `98765433${String(index).padStart(2, '0')}`,
        passwordHash: await hashPassword('demo1234'),
      }),
    );
  }
  if (phoenix) for (const user of extra) await addMember(tx, phoenix.id, user.id);

  const now = Date.now();
  for (const [index, plan] of eventPlans().entries()) {
    const { startIn, hours, ...values } = plan;
    const event = await insertEvent(tx, {
      ...values,
      sessionId: `S${String(index + 1).padStart(3, '0')}`,
      sessionStartTime: new Date(now + startIn),
      sessionEndTime: new Date(now + startIn + hours * HOUR),
      // Live and past events show Team Phoenix as registered; upcoming ones stay free for the demo.
      totalPlayersRegistered: startIn < 0 && phoenix ? 4 : 0,
    });
    if (startIn < 0 && phoenix) {
      await insertRegistration(tx, {
        eventId: event.id,
        teamId: phoenix.id,
        registeredBy: users.leader.id,
        userIds: [users.leader.id, users.member.id, ...extra.map((user) => user.id)],
      });
    }
  }

  for (const [index, service] of DEMO_SERVICES.entries()) {
    const { price, benefits, ...rest } = service;
    await insertService(tx, {
      ...rest,
      benefits: [...benefits],
      pricePaise: rupeesToPaise(price),
      sortOrder: index,
    });
  }

  for (const [index, blog] of DEMO_BLOGS.entries()) {
    const fileName = writeDemoMedia(
      uploadsDir,
      `demo-blog-${index + 1}.svg`,
      blog.title,
      (index * 47) % 360,
    );
    await insertBlog(tx, {
      title: blog.title,
      excerpt: blog.excerpt,
      author: blog.author,
      publishedAt: new Date(now - (index + 1) * 2 * DAY),
      mediaFile: fileName,
      mediaType: 'image/svg+xml',
    });
  }
}
