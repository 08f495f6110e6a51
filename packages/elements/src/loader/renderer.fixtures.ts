/** What a renderer was asked, in order: the props as they were at each call, the container as whether it is the shadow root. */
export type Call = [string, Record<string, unknown>];

/** A renderer as r2wc's (mount, update, unmount) that records what it was asked in `calls`. */
export function recordingRenderer(calls: Call[]) {
  const seen = ({ container, ...props }: Record<string, unknown>) => ({ ...props, container: container instanceof ShadowRoot });
  return {
    mount: (_container: unknown, tag: unknown, props: Record<string, unknown>) => {
      calls.push([`mount ${String(tag)}`, seen(props)]);
      return props;
    },
    update: (_context: unknown, props: Record<string, unknown>) => {
      calls.push(['update', seen(props)]);
    },
    unmount: () => {
      calls.push(['unmount', {}]);
    },
  };
}
