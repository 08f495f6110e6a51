import { describe, expect, it } from 'vitest';
import { faultProblem, matchesFaultRoute } from './fault-route';

describe('matchesFaultRoute', () => {
  it.each([
    ['POST /api/cart/calculator/*', 'POST', '/api/cart/calculator/1300', true],
    ['POST /api/cart/calculator/:chainId', 'POST', '/api/cart/calculator/1300', true],
    ['post /api/cart/calculator/*', 'POST', '/api/cart/calculator/1300', true],
    ['GET /api/cart/calculator/*', 'POST', '/api/cart/calculator/1300', false],
    ['* /api/cart/calculator/*', 'POST', '/api/cart/calculator/1300', true],
    ['POST /api/cart/*', 'POST', '/api/cart/calculator/1300', false],
    ['POST /api/cart/**', 'POST', '/api/cart/calculator/1300', true],
    ['GET api/extended-user/*/default', 'GET', '/api/extended-user/1300/default', true],
    ['GET /api/products/*', 'GET', '/api/products/1300', true],
    ['GET /api/products/*', 'GET', '/api/products/1300/7054609056183', false],
    ['GET /api/stores/1300/7080*', 'GET', '/api/stores/1300/7080001150015', true],
    ['GET', 'GET', '/api/stores', false],
  ])('%s on %s %s → %s', (route, method, path, expected) => {
    expect(matchesFaultRoute(route, method, path)).toBe(expected);
  });
});

describe('faultProblem', () => {
  it.each([
    [{ route: 'POST /x', status: 500 }, null],
    [{ route: 'POST /x', networkError: true, times: 2 }, null],
    [{ route: 'POST /x', malformed: 'shape' }, null],
    [null, 'a fault is an object'],
    [{ route: '/x' }, 'route must be "METHOD path-pattern"'],
    [{ route: 'POST /x', status: 99 }, 'status must be an HTTP status code'],
    [{ route: 'POST /x', delayMs: -1 }, 'delayMs must be between 0 and 120000'],
    [{ route: 'POST /x', times: 0 }, 'times must be a positive whole number'],
    [{ route: 'POST /x', malformed: 'yes' }, "malformed must be true, 'json' or 'shape'"],
  ])('%j → %s', (fault, expected) => {
    expect(faultProblem(fault)).toBe(expected);
  });
});
