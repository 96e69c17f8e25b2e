import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { rupeesToPaise } from '@bgmi/shared/server';
import { loadConfig } from '../../config';
import type { EventKind } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { insertBlog } from '../../repositories/esports-events/blog-repository';
import { insertService } from '../../repositories/esports-events/service-repository';
import {
  eventState,
  insertEvent,
  listAllEvents,
  updateEvent,
  type EventRow,
} from '../../repositories/esports-events/tournament-repository';
import type { AdminCommand } from '../admin-command';
import {
  BlogArgs,
  EventArgs,
  EventPatchArgs,
  ServiceArgs,
  keyValues,
  parseArgs,
} from './esports-events-args';
import { toCliEventSummary } from '../../wire/esports-events';

const EVENT_KEYS =
  'title= map= match_type= max_players= start= end= [prize=] [per_player=] [description=] [registration=open|closed]';
const MEDIA_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

const summary = (row: EventRow) => toCliEventSummary(row, eventState(row));

function createCommand(kind: EventKind): AdminCommand {
  return {
    name: `create-${kind}`,
    usage: `create-${kind} ${EVENT_KEYS}`,
    describe: `Create a ${kind} (times in ISO 8601, money in rupees).`,
    run: async ({ database }, args) => {
      const a = parseArgs(EventArgs, keyValues(args));
      const row = await insertEvent(database.db, {
        kind,
        title: a.title,
        sessionId: a.session_id || `S${randomBytes(3).toString('hex').toUpperCase()}`,
        map: a.map,
        matchType: a.match_type,
        maxPlayers: a.max_players,
        sessionStartTime: a.start,
        sessionEndTime: a.end,
        totalWinningPaise: a.prize === undefined ? null : rupeesToPaise(a.prize),
        winningPerPlayerPaise: a.per_player === undefined ? null : rupeesToPaise(a.per_player),
        description: a.description || null,
        registrationStatus: a.registration === 'closed' ? 0 : 1,
      });
      return summary(row);
    },
  };
}

async function patchEvent(
  database: Parameters<AdminCommand['run']>[0]['database'],
  id: string | undefined,
  patch: Parameters<typeof updateEvent>[2],
) {
  if (!id || !/^[0-9a-f-]{36}$/i.test(id))
    throw badRequest('id must be an event id (see list-events)', 'id');
  const row = await updateEvent(database.db, id, patch);
  if (!row) throw notFound(`No event with id ${id}`, 'id');
  return summary(row);
}

export const esportsEventsCommands: AdminCommand[] = [
  createCommand('tournament'),
  createCommand('scrim'),
  {
    name: 'update-event',
    usage:
      'update-event <id> key=value... (title map match_type max_players start end session_id prize per_player description)',
    describe: 'Change fields of a tournament or scrim.',
    run: async ({ database }, [id, ...args]) => {
      const a = parseArgs(EventPatchArgs, keyValues(args));
      if (!Object.keys(a).length) throw badRequest('Give at least one key=value to change', 'args');
      return patchEvent(database, id, {
        ...(a.title !== undefined ? { title: a.title } : {}),
        ...(a.map !== undefined ? { map: a.map } : {}),
        ...(a.match_type !== undefined ? { matchType: a.match_type } : {}),
        ...(a.max_players !== undefined ? { maxPlayers: a.max_players } : {}),
        ...(a.start !== undefined ? { sessionStartTime: a.start } : {}),
        ...(a.end !== undefined ? { sessionEndTime: a.end } : {}),
        ...(a.session_id !== undefined ? { sessionId: a.session_id } : {}),
        ...(a.prize !== undefined ? { totalWinningPaise: rupeesToPaise(a.prize) } : {}),
        ...(a.per_player !== undefined
          ? { winningPerPlayerPaise: rupeesToPaise(a.per_player) }
          : {}),
        ...(a.description !== undefined ? { description: a.description || null } : {}),
      });
    },
  },
  {
    name: 'open-registration',
    usage: 'open-registration <id>',
    describe: 'Open registration of a tournament or scrim (registration_status 1).',
    run: async ({ database }, [id]) => patchEvent(database, id, { registrationStatus: 1 }),
  },
  {
    name: 'close-registration',
    usage: 'close-registration <id>',
    describe: 'Close registration of a tournament or scrim (registration_status 0).',
    run: async ({ database }, [id]) => patchEvent(database, id, { registrationStatus: 0 }),
  },
  {
    name: 'list-events',
    usage: 'list-events [tournament|scrim]',
    describe: 'List tournaments and scrims with their ids and states.',
    run: async ({ database }, [kind]) => {
      if (kind && kind !== 'tournament' && kind !== 'scrim')
        throw badRequest('kind must be tournament or scrim', 'kind');
      return (await listAllEvents(database.db, kind as EventKind | undefined)).map(summary);
    },
  },
  {
    name: 'add-blog',
    usage: 'add-blog title= author= excerpt= media=<path to image or video> [date=]',
    describe: 'Add a blog post; the media file is copied into the uploads folder.',
    run: async ({ database }, args) => {
      const a = parseArgs(BlogArgs, keyValues(args));
      const extension = path.extname(a.media).toLowerCase();
      const mediaType = MEDIA_TYPES[extension];
      if (!mediaType)
        throw badRequest(`media must be one of ${Object.keys(MEDIA_TYPES).join(' ')}`, 'media');
      if (!fs.existsSync(a.media) || !fs.statSync(a.media).isFile())
        throw badRequest(`No file at ${a.media}`, 'media');
      const uploadsDir = loadConfig().uploadsDir;
      fs.mkdirSync(uploadsDir, { recursive: true });
      // A random name: uploads never overwrite each other and names stay URL-safe.
      const fileName = `blog-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}${extension}`;
      fs.copyFileSync(a.media, path.join(uploadsDir, fileName));
      const row = await insertBlog(database.db, {
        title: a.title,
        author: a.author,
        excerpt: a.excerpt,
        mediaFile: fileName,
        mediaType,
        ...(a.date ? { publishedAt: a.date } : {}),
      });
      return { id: row.id, title: row.title, media: fileName };
    },
  },
  {
    name: 'add-service',
    usage:
      'add-service title= icon=training|scrims|tournaments|team|lan description= price= button= [benefits="a|b|c"]',
    describe: 'Add a card to /services (price in rupees).',
    run: async ({ database }, args) => {
      const a = parseArgs(ServiceArgs, keyValues(args));
      const row = await insertService(database.db, {
        title: a.title,
        icon: a.icon,
        description: a.description,
        benefits: a.benefits,
        pricePaise: rupeesToPaise(a.price),
        buttonLabel: a.button,
        sortOrder: 100,
      });
      return { id: row.id, title: row.title };
    },
  },
];
