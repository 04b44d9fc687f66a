import { remoteOfPath } from './route-table';

describe('remoteOfPath', () => {
  it.each([
    ['/', 'intake'],
    ['/intake-logs/0b5c3a9e-6f1a-4c6e-9a52-1d1f2f3e4a5b/edit', 'intake'],
    ['/products/0b5c3a9e-6f1a-4c6e-9a52-1d1f2f3e4a5b', 'catalog'],
    ['/recipes', 'catalog'],
    ['/goals', 'statistics'],
    ['/statistics', 'statistics'],
    ['/weight', 'weight'],
  ])('%s is rendered by the %s remote', (path, remote) => {
    expect(remoteOfPath(path)).toBe(remote);
  });

  it.each(['/login', '/profile', '/no-such-page'])('%s belongs to the host', (path) => {
    expect(remoteOfPath(path)).toBeNull();
  });
});
