import { z } from 'zod';
import * as coreContract from '../index';
import * as dayAndMoneyContract from '../day-and-money';
import * as jantriContract from '../jantri-contract';
import { isEndpoint } from '../api/define-endpoint';
import { dateField, isCalendarDay, optionalText, requiredText } from '../contract/common';
import { addJantriClientEndpoint } from '../contract/jantri-ledger';

/** Every endpoint the package exports: new ones are covered without editing this test. */
const endpoints = (
  [
    ...Object.values(coreContract),
    ...Object.values(dayAndMoneyContract),
    ...Object.values(jantriContract),
  ] as unknown[]
).filter(isEndpoint);

type JsonNode = Record<string, unknown>;

/** Paths of string nodes in a JSON Schema that no pattern, format or enum restricts. */
function unrestrictedStrings(node: unknown, path: string, found: string[]): string[] {
  if (Array.isArray(node)) {
    node.forEach((item, index) => unrestrictedStrings(item, `${path}[${index}]`, found));
    return found;
  }
  if (!node || typeof node !== 'object') return found;
  const schema = node as JsonNode;
  const restricted =
    'pattern' in schema ||
    'format' in schema ||
    'enum' in schema ||
    'const' in schema ||
    (Array.isArray(schema.allOf) && schema.allOf.some((part) => 'pattern' in (part as JsonNode)));
  if (schema.type === 'string' && !restricted) found.push(path || '(body)');
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'allOf' && restricted) continue;
    unrestrictedStrings(value, `${path}.${key}`, found);
  }
  return found;
}

describe('contract text and date fields', () => {
  it('finds the endpoints of the package', () => {
    expect(endpoints.length).toBeGreaterThan(50);
  });

  it('every text field of every request body refuses control characters', () => {
    const offenders = endpoints.flatMap((endpoint) =>
      unrestrictedStrings(
        z.toJSONSchema(endpoint.body, { io: 'input', unrepresentable: 'any' }),
        endpoint.path,
        [],
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('refuses NUL and other control characters, naming the field', () => {
    const result = requiredText('team_name', 40).safeParse('Team\u0000Phoenix');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('team_name must not contain control characters');
    expect(optionalText('note').safeParse('a\u001bb').success).toBe(false);
    expect(optionalText('note').safeParse('a\nb').success).toBe(false);
  });

  it('keeps line breaks and tabs in multi-line fields only', () => {
    const multi = optionalText('message', 200, { multiline: true });
    expect(multi.safeParse('line 1\r\nline 2\tend').success).toBe(true);
    expect(multi.safeParse('line\u0000').success).toBe(false);
    expect(multi.safeParse('bell\u0007').success).toBe(false);
  });

  it('refuses impossible dates and accepts real ones', () => {
    for (const bad of ['2024-02-30', '0000-01-01', '2023-02-29', '2024-13-01', '2024-04-31']) {
      expect(isCalendarDay(bad)).toBe(false);
      expect(dateField('date').safeParse(bad).error?.issues[0]?.message).toBe(
        'date is not a valid date',
      );
    }
    expect(dateField('date').safeParse('2024-02-29').success).toBe(true);
    expect(dateField('date').safeParse('24-02-01').error?.issues[0]?.message).toBe(
      'date must be YYYY-MM-DD',
    );
  });

  it('refuses more decimals than allowed instead of rounding (lc, patti)', () => {
    const base = { client_name: 'Ravi', passing_rate: 90 };
    const lc = addJantriClientEndpoint.body.safeParse({ ...base, lc: 0.001 });
    expect(lc.error?.issues[0]).toMatchObject({
      path: ['lc'],
      message: 'lc can have at most 2 decimals',
    });
    const patti = addJantriClientEndpoint.body.safeParse({ ...base, patti: '99.999' });
    expect(patti.error?.issues[0]).toMatchObject({ path: ['patti'] });
    expect(addJantriClientEndpoint.body.safeParse({ ...base, lc: 0.25, patti: 99.5 }).success).toBe(
      true,
    );
  });
});
