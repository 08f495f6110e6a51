import { describe, expect, it } from 'vitest';
import { nb } from '../texts/nb';
import { checkNorwegianTimeZone } from './time-zone';

const MESSAGE =
  'Enheten din er ikke stilt inn på norsk tid og tidssone, så klokkeslettene i nettbutikken er ikke riktige. Vennligst sjekk dette i datoinnstillingene dine.';

describe('checkNorwegianTimeZone', () => {
  it.each([
    ['Norwegian winter time in winter', '2026-01-15T12:00:00Z', 60],
    ['Norwegian summer time in summer', '2026-07-15T12:00:00Z', 120],
    ['summer time just after the spring change', '2026-03-29T01:00:00Z', 120],
    ['winter time just after the autumn change', '2026-10-25T01:00:00Z', 60],
  ])('accepts %s', (_situation, now, deviceOffsetMinutes) => {
    expect(checkNorwegianTimeZone({ now: new Date(now), deviceOffsetMinutes })).toEqual({ valid: true });
  });

  it.each([
    ['UTC', '2026-01-15T12:00:00Z', 0],
    ['New York in winter', '2026-01-15T12:00:00Z', -300],
    ['winter time in summer (a zone without summer time)', '2026-07-15T12:00:00Z', 60],
    ['summer time in winter', '2026-01-15T12:00:00Z', 120],
    ['winter time just after the spring change', '2026-03-29T01:00:00Z', 60],
  ])('refuses %s with the spec message', (_situation, now, deviceOffsetMinutes) => {
    expect(checkNorwegianTimeZone({ now: new Date(now), deviceOffsetMinutes })).toEqual({
      valid: false,
      reason: 'notNorwegianTimeZone',
      message: MESSAGE,
    });
  });

  it('takes the message from the texts', () => {
    const result = checkNorwegianTimeZone({ now: 0, deviceOffsetMinutes: 0, texts: { timeZoneNotNorwegian: 'Feil tidssone' } });
    expect(result).toEqual({ valid: false, reason: 'notNorwegianTimeZone', message: 'Feil tidssone' });
    expect(nb.timeZoneNotNorwegian).toBe(MESSAGE);
  });

  it("reads the device's own offset when none is given", () => {
    const now = new Date('2026-07-15T12:00:00Z');
    const deviceIsOslo = -now.getTimezoneOffset() === 120;
    expect(checkNorwegianTimeZone({ now }).valid).toBe(deviceIsOslo);
  });
});
