import { describe, expect, it } from 'vitest';
import { readHandoverWindowsCall } from './handover-windows-call';

describe('readHandoverWindowsCall', () => {
  it.each([
    { value: undefined, call: 'handoverWindows', warns: false },
    { value: null, call: 'handoverWindows', warns: false },
    { value: 'handoverWindows', call: 'handoverWindows', warns: false },
    { value: 'deliveryCalendarPost', call: 'deliveryCalendarPost', warns: false },
    { value: 'deliveryCalendarGet', call: 'deliveryCalendarGet', warns: false },
    { value: 'deliverycalendarget', call: 'handoverWindows', warns: true },
    { value: '', call: 'handoverWindows', warns: true },
    { value: 2, call: 'handoverWindows', warns: true },
    { value: { toString: () => 'deliveryCalendarGet' }, call: 'handoverWindows', warns: true },
    { value: ['deliveryCalendarGet'], call: 'handoverWindows', warns: true },
  ])('$value → $call (warning: $warns)', ({ value, call, warns }) => {
    const reading = readHandoverWindowsCall(value);
    expect(reading.call).toBe(call);
    expect(reading.warning !== null).toBe(warns);
    if (warns) {
      expect(reading.warning).toMatch(
        /^kurvSettings\.handoverWindowsCall: .* is not one of handoverWindows, deliveryCalendarPost, deliveryCalendarGet; the default «handoverWindows» is used$/,
      );
    }
  });

  it('cuts a long value in its warning', () => {
    const reading = readHandoverWindowsCall(`deliveryCalendar${'x'.repeat(500)}`);
    expect(reading.warning?.length).toBeLessThan(200);
  });
});
