/**
 * Whether a fault's route ("METHOD path-pattern") matches a request. The method may be `*`.
 * In the path, `*` and `:name` match one segment and `**` matches the rest.
 */
export function matchesFaultRoute(route: string, method: string, pathname: string): boolean {
  const [routeMethod = '', ...rest] = route.trim().split(/\s+/);
  const pattern = rest.join(' ');
  if (pattern === '' || (routeMethod !== '*' && routeMethod.toUpperCase() !== method.toUpperCase())) {
    return false;
  }
  const source = `/${pattern.replace(/^\/+/, '')}`
    .split('/')
    .map((segment) => {
      if (segment === '**') {
        return '.*';
      }
      if (segment === '*' || segment.startsWith(':')) {
        return '[^/]+';
      }
      return segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*');
    })
    .join('/');
  return new RegExp(`^${source}/?$`).test(pathname);
}

/** Checks a fault posted to the control API; answers an error message or null. */
export function faultProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) {
    return 'a fault is an object';
  }
  const fault = value as Record<string, unknown>;
  if (typeof fault.route !== 'string' || !/^\S+\s+\S+/.test(fault.route)) {
    return 'route must be "METHOD path-pattern"';
  }
  if (
    fault.status !== undefined &&
    !(Number.isInteger(fault.status) && (fault.status as number) >= 100 && (fault.status as number) <= 599)
  ) {
    return 'status must be an HTTP status code';
  }
  if (fault.delayMs !== undefined && !(typeof fault.delayMs === 'number' && fault.delayMs >= 0 && fault.delayMs <= 120_000)) {
    return 'delayMs must be between 0 and 120000';
  }
  if (fault.times !== undefined && !(Number.isInteger(fault.times) && (fault.times as number) > 0)) {
    return 'times must be a positive whole number';
  }
  if (fault.malformed !== undefined && ![true, false, 'json', 'shape'].includes(fault.malformed as never)) {
    return "malformed must be true, 'json' or 'shape'";
  }
  return null;
}
