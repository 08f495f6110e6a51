/**
 * Calendar benchmark of the handover rules: 14 days × 48 windows with varied states; eligibility, disabled reasons
 * and day statuses computed 200 times. Prints median, p95 and min in ms and writes calendar-results.json beside
 * this file. No assertions: run with `npx tsx tests/bench/calendar-bench.ts`.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildCalendarDays } from '../../packages/core/src/rules/handover/day-calendar';
import type { CartFacts, HandoverDay, HandoverWindow, UnavailableProduct } from '../../packages/core/src/rules/handover/handover-types';
import { addCalendarDays } from '../../packages/core/src/time/calendar-days';

const DAYS = 14;
const WINDOWS_PER_DAY = 48;
const RUNS = 200;
const WARMUP_RUNS = 20;
const FIRST_DAY = '2026-03-23';
const now = new Date('2026-03-23T10:00:00Z');

function windowOf(date: string, index: number, dayIndex: number): HandoverWindow {
  // Half-hour windows from 00:00 Oslo time; the offset is taken for the DST change on 29 March.
  const offset = date >= '2026-03-29' ? '+02:00' : '+01:00';
  const minutes = index * 30;
  const time = (total: number) => `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  const from = `${date}T${time(minutes)}:00${offset}`;
  const to = index === WINDOWS_PER_DAY - 1 ? `${date}T23:59:00${offset}` : `${date}T${time(minutes + 30)}:00${offset}`;
  const seed = (dayIndex * WINDOWS_PER_DAY + index) * 2654435761;
  const pick = (modulo: number) => (seed >>> 0) % modulo;
  const unavailable: UnavailableProduct[] =
    pick(9) === 0
      ? [{ ean: '7000000000100', periodType: 'DATE', from: date, to: date }]
      : pick(11) === 0
        ? [{ ean: '7000000000200', periodType: 'DAY', from: 'SATURDAY', to: 'SUNDAY' }]
        : pick(13) === 0
          ? [{ ean: '7000000000300', periodType: 'SUPPLIERPRODUCT', from: null, to: null }]
          : [];
  return {
    windowId: `${date}-${index}`,
    displayFrom: from,
    displayTo: to,
    from,
    to,
    capacity: pick(7) === 0 ? 0 : 3,
    isTemporarilyDisabled: pick(17) === 0,
    handoverProducts: [
      {
        price: 99,
        priceIntervalFrom: 0,
        priceIntervalTo: 1000,
        deadline: `${addCalendarDays(date, -1)}T20:00:00Z`,
        ean: '7000000000017',
        flexibility: '',
        title: 'Levering',
      },
      {
        price: 0,
        priceIntervalFrom: 1000,
        priceIntervalTo: null,
        deadline: `${addCalendarDays(date, -1)}T20:00:00Z`,
        ean: '7000000000024',
        flexibility: 'FLEXI',
        title: 'Gratis levering',
      },
    ],
    unavailableProducts: unavailable,
    notAvailableForProducts: pick(19) === 0 ? ['7000000000400'] : [],
    // Day 7: no window inside the alcohol sales hours (a preparation day for this cart).
    alcoholAllowed: dayIndex !== 7 && index >= 16 && index < 40,
    ageRestrictedProductsAllowed: pick(5) !== 0,
    supplierOrderDeadline: null,
    carrierWindowId: `c-${index}`,
    windowTags: [],
    isTripleBonus: false,
    gln: null,
  };
}

const days: HandoverDay[] = Array.from({ length: DAYS }, (_, dayIndex) => {
  const date = addCalendarDays(FIRST_DAY, dayIndex);
  // Day 5 comes without windows (closed); day 9 is left out (a gap to fill).
  const handoverWindows = dayIndex === 5 ? [] : Array.from({ length: WINDOWS_PER_DAY }, (_, index) => windowOf(date, index, dayIndex));
  return { date, isTripleBonus: dayIndex === 3, handoverWindows };
}).filter((_, dayIndex) => dayIndex !== 9);

const cart: CartFacts = {
  calculatorTotal: 742.5,
  totalWeight: 18,
  hasAgeRestrictedItems: true,
  hasAlcoholItems: true,
  items: ['7000000000100', '7000000000200', '7000000000300', '7000000000400'].map((ean, index) => ({
    ean,
    leadTime: index === 0 ? 2 : null,
    mustOrderFromSupplier: index === 2,
  })),
};

let statusCount = 0;
for (let run = 0; run < WARMUP_RUNS; run++) {
  statusCount += buildCalendarDays(days, cart, now).length;
}
const timings: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const start = performance.now();
  const calendar = buildCalendarDays(days, cart, now);
  timings.push(performance.now() - start);
  statusCount += calendar.length;
}
timings.sort((a, b) => a - b);
const at = (fraction: number) => timings[Math.min(timings.length - 1, Math.floor(fraction * timings.length))] ?? Number.NaN;
const round = (value: number) => Math.round(value * 1000) / 1000;
const results = {
  days: DAYS,
  windowsPerDay: WINDOWS_PER_DAY,
  runs: RUNS,
  medianMs: round(at(0.5)),
  p95Ms: round(at(0.95)),
  minMs: round(timings[0] ?? Number.NaN),
  node: process.version,
  date: new Date().toISOString(),
};
const calendar = buildCalendarDays(days, cart, now);
const statuses = calendar.reduce<Record<string, number>>((counts, day) => {
  counts[day.status] = (counts[day.status] ?? 0) + 1;
  return counts;
}, {});

console.log(`calendar bench: ${DAYS} days × ${WINDOWS_PER_DAY} windows, ${RUNS} runs (${statusCount} days built)`);
console.log('| measure | ms |');
console.log('| --- | --- |');
console.log(`| median | ${results.medianMs} |`);
console.log(`| p95 | ${results.p95Ms} |`);
console.log(`| min | ${results.minMs} |`);
console.log(`day statuses: ${JSON.stringify(statuses)}`);

const outFile = join(dirname(fileURLToPath(import.meta.url)), 'calendar-results.json');
writeFileSync(outFile, `${JSON.stringify({ ...results, statuses }, null, 2)}\n`);
console.log(`written: ${outFile}`);
