import { dateTimeFormat, numberFormat, relativeTimeFormat } from '../intl-formatters';
import { formatNumber } from '../format';
import { isTimeZone, zonedDateTime } from '../../time-zone';

describe('Intl formatters built once', () => {
  it('gives the same formatter for the same locale and options, another for others', () => {
    const india = dateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric' });
    expect(dateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric' })).toBe(india);
    expect(dateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric' })).not.toBe(india);
    expect(dateTimeFormat('en-IN', { timeZone: 'UTC', hour: 'numeric' })).not.toBe(india);
    expect(numberFormat('en-IN')).toBe(numberFormat('en-IN'));
    expect(relativeTimeFormat('hi-IN', { numeric: 'auto' })).toBe(
      relativeTimeFormat('hi-IN', { numeric: 'auto' }),
    );
  });

  it('formats as the constructor would, in every language', () => {
    expect(formatNumber(100000.5, 'en')).toBe('1,00,000.5');
    expect(formatNumber(100000.5, 'hi')).toBe('1,00,000.5');
    expect(zonedDateTime('2026-11-24T16:00:00Z', 'Asia/Kolkata', 'en')).toBe(
      new Date('2026-11-24T16:00:00Z').toLocaleString('en-IN', {
        day: 'numeric',
        month: 'short',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone: 'Asia/Kolkata',
      }),
    );
  });

  it('throws on a zone the runtime does not know, and keeps no broken formatter', () => {
    expect(() => dateTimeFormat('en-IN', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
  });
});
