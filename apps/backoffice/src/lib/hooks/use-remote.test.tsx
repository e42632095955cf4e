// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useKeysetList } from './use-keyset-list';
import { useRemote } from './use-remote';

// React's act() checks this flag to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What each render of a hook's host showed: the key it was given, whether it said loading, its rows. */
interface Seen {
  key: string;
  loading: boolean;
  rows: string[] | null;
}

const answer = (key: string) => [`row of ${key}`];

function RemoteHost({ filter, seen }: { filter: string; seen: Seen[] }) {
  const remote = useRemote(async () => answer(filter), filter);
  seen.push({ key: filter, loading: remote.status === 'loading', rows: remote.data });
  return null;
}

function KeysetHost({ filter, seen }: { filter: string; seen: Seen[] }) {
  const list = useKeysetList(
    async () => ({ list: answer(filter), hasMore: false }),
    (row) => row,
    filter,
  );
  seen.push({ key: filter, loading: list.loading, rows: list.rows });
  return null;
}

const roots: Array<ReturnType<typeof createRoot>> = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
});

/** Renders the host with filter `a`, lets it load, then changes to `b` and lets that load. */
async function changeFilter(Host: typeof RemoteHost): Promise<Seen[]> {
  const seen: Seen[] = [];
  const root = createRoot(document.createElement('div'));
  roots.push(root);
  await act(async () => root.render(<Host filter="a" seen={seen} />));
  await act(async () => root.render(<Host filter="b" seen={seen} />));
  return seen;
}

describe.each([
  { name: 'useRemote', Host: RemoteHost },
  { name: 'useKeysetList', Host: KeysetHost },
])('$name with changed filters', ({ Host }) => {
  it('never shows the old filters’ answer as ready for the new ones', async () => {
    const seen = await changeFilter(Host);
    const forB = seen.filter((render) => render.key === 'b');
    expect(forB.length).toBeGreaterThan(1);
    // The very first render for the new filters (before any effect ran) already says loading.
    expect(forB[0]?.loading).toBe(true);
    for (const render of forB) {
      if (!render.loading) expect(render.rows).toEqual(answer('b'));
    }
    expect(forB.at(-1)).toEqual({ key: 'b', loading: false, rows: answer('b') });
  });
});
