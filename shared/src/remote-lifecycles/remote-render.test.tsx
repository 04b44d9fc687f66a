import { activateLocale, createTestApi, NO_CATALOG_LOADERS, remoteProps } from '@nutrilog/shared/test';
import { createRemoteLifecycles } from './create-remote-lifecycles';

const events: string[] = [];

/** A part of a page that takes 10 ms of the main thread to render. */
function SlowPart({ index }: { index: number }) {
  // Other work that arrives while the page renders (an input, a network answer): queued behind the render's task.
  if (index === 0) setTimeout(() => events.push('other work'), 0);
  const until = performance.now() + 10;
  while (performance.now() < until) {
    // busy: a page's render work
  }
  events.push(`rendered part ${index}`);
  return <p>part {index}</p>;
}

function SlowPage() {
  return (
    <>
      {Array.from({ length: 10 }, (_, index) => (
        <SlowPart key={index} index={index} />
      ))}
    </>
  );
}

// React's own scheduler, as in the browser: under act() a render never yields to other tasks.
let actEnvironment: unknown;
beforeAll(() => {
  actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

describe("a remote's page render", () => {
  it('lets the page handle other work while it renders, instead of holding the main thread until it is done', async () => {
    activateLocale('en-GB');
    const lifecycles = createRemoteLifecycles(SlowPage, NO_CATALOG_LOADERS);
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const props = { ...remoteProps(createTestApi().api), name: 'slow', domElement };
    type Props = Parameters<typeof lifecycles.mount>[0];
    await lifecycles.bootstrap(props as unknown as Props);

    await lifecycles.mount(props as unknown as Props);

    expect(domElement.querySelectorAll('p')).toHaveLength(10);
    const otherWork = events.indexOf('other work');
    expect(otherWork).toBeGreaterThan(0);
    expect(otherWork).toBeLessThan(events.indexOf('rendered part 9'));
    await lifecycles.unmount(props as unknown as Props);
  });
});
