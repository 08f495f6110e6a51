import { render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, Waiting } from './lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>Hei, {name}</p>;
}

describe('lazyPart', () => {
  it('fetches the part once when the shopper reaches for it and it then shows', async () => {
    const load = vi.fn(async () => Greeting);
    const part = lazyPart(load);

    part.preload();
    part.preload();
    render(
      <Suspense fallback={null}>
        <part.Part name="Kari" />
      </Suspense>,
    );

    expect(await screen.findByText('Hei, Kari')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again on render after a preload failed (a network blip on hover does not break the popup)', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const part = lazyPart(load);

    part.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    render(
      <Suspense fallback={null}>
        <part.Part name="Ola" />
      </Suspense>,
    );

    expect(await screen.findByText('Hei, Ola')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tells its container while the part’s code is on its way (Waiting), and that the wait is over once it shows', async () => {
    let arrive: (component: typeof Greeting) => void = () => {};
    const part = lazyPart(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    function Trigger() {
      const [waiting, setWaiting] = useState(false);
      return (
        <>
          <button type="button" aria-busy={waiting || undefined}>
            Handlevogn
          </button>
          <Suspense fallback={<Waiting onWait={setWaiting} />}>
            <part.Part name="Kari" />
          </Suspense>
        </>
      );
    }
    render(<Trigger />);

    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Handlevogn' })).toHaveAttribute('aria-busy', 'true'));
    arrive(Greeting);
    expect(await screen.findByText('Hei, Kari')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Handlevogn' })).not.toHaveAttribute('aria-busy');
  });
});
