/* global test, expect */
import { liveRemotes } from './live-remotes.mjs';
import { emptyRegistry, withLive } from './registry.mjs';

test("each live release's manifest inside its version folder, on the remote's own origin; others as without a store", () => {
  const registry = withLive(emptyRegistry(), 'weight', '0.1.0+abc', { at: 't', by: 'ada' });
  expect(
    liveRemotes(registry, {
      weight: 'https://weight.example/app/mf-manifest.json',
      intake: 'http://localhost:8081/mf-manifest.json',
    }),
  ).toEqual({
    weight: 'https://weight.example/app/0.1.0%2Babc/mf-manifest.json',
    intake: 'http://localhost:8081/mf-manifest.json',
  });
});
