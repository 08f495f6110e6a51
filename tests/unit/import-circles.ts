/**
 * The circles of an import graph (each file with the files it imports), one per circle found by a depth-first walk,
 * written `a -> b -> a`. The layout tests of the store and of the browser tests read their own imports and share this.
 */
export function importCircles(imports: ReadonlyMap<string, readonly string[]>): string[] {
  const circles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, path: string[]) => {
    if (state.get(file) === 'done') {
      return;
    }
    if (state.get(file) === 'open') {
      circles.push([...path.slice(path.indexOf(file)), file].join(' -> '));
      return;
    }
    state.set(file, 'open');
    for (const target of imports.get(file) ?? []) {
      visit(target, [...path, file]);
    }
    state.set(file, 'done');
  };
  for (const file of imports.keys()) {
    visit(file, []);
  }
  return circles;
}
