import type { ElementMount, MountElement } from '../shared/element-root';

interface LazyContext {
  props: Record<string, unknown>;
  mounted: ElementMount<Record<string, unknown>> | null;
  connected: boolean;
}

/**
 * The loader's tags' renderer (placeholder-element.ts) while a tag's code is not here yet: the mount waits for the tag's
 * mount function (`load`), the updates and the unmount follow it.
 */
export function createLazyRenderer<Entry extends string>(
  load: (entry: Entry) => Promise<MountElement>,
  error: (message: string, cause?: unknown) => void,
) {
  return {
    mount(container: ShadowRoot, entry: Entry, props: Record<string, unknown>): LazyContext {
      const context: LazyContext = { props, mounted: null, connected: true };
      load(entry).then(
        (mount) => {
          if (context.connected) {
            context.mounted = mount(container, context.props);
          }
        },
        (cause) => error(`<${entry}> could not be loaded`, cause),
      );
      return context;
    },
    update(context: LazyContext, props: Record<string, unknown>): void {
      context.props = props;
      context.mounted?.update(props);
    },
    unmount(context: LazyContext): void {
      context.connected = false;
      context.mounted?.unmount();
      context.mounted = null;
    },
  };
}
