import fs from 'node:fs';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { PointsTable } from '@bgmi/shared/day-and-money';
import { POINTS_IMAGE, renderPointsTablePng } from '../../src/services/scrim-day/points-image';

// DESIGN section 9: the points-table image in Hindi. The reference (fixtures/points-table-hi.png)
// was checked by eye: conjuncts (क्ष, स्क्रि, द्ध, ल्ल), vowel signs before their consonant (ि) and
// nukta (फ़, ज़) drawn as a reader writes them. A change of shaping or font moves many pixels.
const TABLE = {
  event_id: 'e',
  title: 'दिल्ली स्क्रिम्स क्वालिफ़ायर',
  points_system: { preset: 'pmgc' },
  match_count: 3,
  overall: [
    { rank: 1, team_name: 'टीम सोल', dinners: 2, placement_points: 20, kills: 31, total: 51 },
    {
      rank: 2,
      team_name: 'GodLike Esports',
      dinners: 1,
      placement_points: 14,
      kills: 22,
      total: 36,
    },
    { rank: 3, team_name: 'क्षत्रिय योद्धा', dinners: 0, placement_points: 9, kills: 12, total: 21 },
  ],
  matches: [],
  updated_at: '2026-11-25T16:30:00.000Z',
} as unknown as PointsTable;

async function pixels(png: Buffer): Promise<Uint8ClampedArray> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return ctx.getImageData(0, 0, image.width, image.height).data;
}

/** The share of pixels whose colour differs by more than a small antialiasing step. */
function differing(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let count = 0;
  for (let i = 0; i < a.length; i += 4) {
    const delta = Math.max(...[0, 1, 2].map((c) => Math.abs(a[i + c]! - b[i + c]!)));
    if (delta > 48) count += 1;
  }
  return count / (a.length / 4);
}

test('the Hindi points table draws like its checked reference, at 1080 x 1350', async () => {
  const png = renderPointsTablePng(TABLE, 'hi');
  const reference = fs.readFileSync(path.join(__dirname, '../fixtures/points-table-hi.png'));
  const [drawn, known] = await Promise.all([pixels(png), pixels(reference)]);
  expect(drawn.length).toBe(POINTS_IMAGE.width * POINTS_IMAGE.height * 4);
  expect(differing(drawn, known)).toBeLessThan(0.002);
});

test('the English image differs where the words do (the labels follow the language)', async () => {
  const [hindi, english] = await Promise.all([
    pixels(renderPointsTablePng(TABLE, 'hi')),
    pixels(renderPointsTablePng(TABLE, 'en')),
  ]);
  expect(differing(hindi, english)).toBeGreaterThan(0.002);
});
