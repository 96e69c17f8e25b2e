import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp, statusOf } from '../../helpers/api';
import { findCommand } from '../../../src/cli/commands';
import { makeTeam } from './fixtures';
import { expectTokenRefused } from '../../helpers/refusals';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
  // The CLI reads the uploads folder from the environment, as the API process does.
  process.env.UPLOADS_DIR = ctx.app.config.uploadsDir;
});
afterAll(async () => ctx.close());

const admin = (name: string, args: string[]) =>
  findCommand(name)!.run(
    { database: ctx.database, emitToUser: () => undefined, broadcast: () => undefined },
    args,
  );

describe('get-services', () => {
  it('is empty at first, then lists services added by the admin CLI, without a token', async () => {
    expect((await post<{ data: unknown[] }>(ctx.app, 'get-services', {})).body.data).toEqual([]);
    await admin('add-service', [
      'title=Coaching',
      'icon=🎯',
      'description=Get better',
      'price=999.5',
      'button=Start',
      'benefits=One|Two',
    ]);
    const answer = await post<{ data: unknown[] }>(ctx.app, 'get-services', {});
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual([
      expect.objectContaining({
        title: 'Coaching',
        icon: '🎯',
        description: 'Get better',
        benefits: ['One', 'Two'],
        price: 999.5,
        button: 'Start',
      }),
    ]);
  });

  it('refuses bad CLI input with the field named', async () => {
    await expect(
      admin('add-service', ['title=X', 'icon=i', 'description=d', 'price=abc', 'button=b']),
    ).rejects.toMatchObject({ field: 'price' });
    await expect(admin('add-service', ['nonsense'])).rejects.toMatchObject({ statusCode: 400 });
  });

  it('answers a non-object body with 400', async () => {
    const raw = await ctx.app.inject({
      method: 'POST',
      url: '/BGMI/get-services',
      headers: { 'content-type': 'application/json' },
      payload: '[1',
    });
    expect(raw.statusCode).toBe(400);
  });
});

describe('all-blogs and /uploads', () => {
  it('lists blogs newest first and serves their media by file name', async () => {
    const media = path.join(fs.mkdtempSync('/tmp/blog-src-'), 'pic.svg');
    fs.writeFileSync(media, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await admin('add-blog', [
      'title=Old post',
      'author=Ana',
      'excerpt=Older',
      `media=${media}`,
      'date=2024-01-01T00:00:00Z',
    ]);
    const added = (await admin('add-blog', [
      'title=New post',
      'author=Ben',
      'excerpt=Newer',
      `media=${media}`,
    ])) as { media: string };
    const answer = await post<{
      blogs: Array<{ title: string; media: { filePath: string; fileType: string } }>;
    }>(ctx.app, 'all-blogs', {});
    expect(answer.statusCode).toBe(200);
    expect(answer.body.blogs.map((blog) => blog.title)).toEqual(['New post', 'Old post']);
    expect(answer.body.blogs[0]!.media).toEqual({
      filePath: added.media,
      fileType: 'image/svg+xml',
    });
    const file = await ctx.app.inject({ method: 'GET', url: `/uploads/${added.media}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/svg+xml');
  });

  it('refuses a blog whose media file is missing or of an unknown type', async () => {
    await expect(
      admin('add-blog', ['title=T', 'author=A', 'excerpt=E', 'media=/nope/x.png']),
    ).rejects.toMatchObject({ field: 'media' });
    await expect(
      admin('add-blog', ['title=T', 'author=A', 'excerpt=E', 'media=/etc/hostname']),
    ).rejects.toMatchObject({ field: 'media' });
    await expect(
      admin('add-blog', ['author=A', 'excerpt=E', 'media=/x.png']),
    ).rejects.toMatchObject({ field: 'title' });
  });
});

describe('get-team-list', () => {
  it('returns only the caller teams with members and the leader game id', async () => {
    const team = await makeTeam(ctx.app, ctx.database, 2);
    await makeTeam(ctx.app, ctx.database, 2);
    const member = team.players[1]!;
    const answer = await post<{ data: Array<Record<string, unknown>> }>(
      ctx.app,
      'get-team-list',
      { bgmiUserId: member.bgmiUserId },
      member.token,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toHaveLength(1);
    expect(answer.body.data[0]).toMatchObject({
      team_name: team.name,
      leader_bgmiId: team.leader.bgmiUserId,
      members: [
        expect.objectContaining({ bgmiUserId: team.leader.bgmiUserId, role: 'leader' }),
        expect.objectContaining({
          bgmiUserId: member.bgmiUserId,
          name: member.name,
          role: 'member',
        }),
      ],
    });
    const loner = await signUp(ctx.app);
    expect(
      (
        await post<{ data: unknown[] }>(
          ctx.app,
          'get-team-list',
          { bgmiUserId: loner.bgmiUserId },
          loner.token,
        )
      ).body.data,
    ).toEqual([]);
  });

  it('answers 400 without bgmiUserId, 401 without a token and for a foreign body', async () => {
    const user = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const missing = await post(ctx.app, 'get-team-list', {}, user.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.body.field).toBe('bgmiUserId');
    expect(await statusOf(ctx.app, 'get-team-list', { bgmiUserId: user.bgmiUserId })).toBe(401);
    await expectTokenRefused(
      ctx.app,
      'get-team-list',
      { bgmiUserId: user.bgmiUserId },
      other.token,
    );
  });
});
