import { useEffect, useState } from 'react';

/**
 * Whether an open dialog's content is to render: false on the render that opens it, true from the task after the
 * browser painted it. The press that opens a sheet then paints its frame, heading and close button at once (the dialog
 * is named and holds the focus from that first frame), and the slower content follows a frame later, outside the
 * press's own task (issue 38: the preact cart rendered all of it in the click, 100 ms and more at 4× CPU). Closed, it
 * is false again, so each opening paints first.
 */
export function useFilledAfterPaint(open: boolean): boolean {
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    if (!open) {
      setFilled(false);
      return undefined;
    }
    if (typeof requestAnimationFrame !== 'function') {
      setFilled(true);
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; a timer set there runs just after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setFilled(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [open]);
  return open && filled;
}
