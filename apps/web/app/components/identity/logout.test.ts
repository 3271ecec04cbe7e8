import { describe, expect, it, vi } from 'vitest';
import { TOUR_SHOWN_KEY, clearClientData } from '../../lib/client-data.ts';
import { logoutSequence } from './logout.ts';

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    removeItem: (k: string) => void map.delete(k),
    keys: () => [...map.keys()].sort(),
  };
}

describe('logout (spec §4)', () => {
  it('marks logged out, navigates, calls the server, then clears the client data — in that order', async () => {
    const order: string[] = [];
    let finishServer!: () => void;
    const server = new Promise<void>((resolve) => (finishServer = resolve));
    const done = logoutSequence({
      markLoggedOut: () => order.push('mark'),
      navigate: () => void order.push('navigate'),
      serverLogout: () => {
        order.push('server');
        return server;
      },
      clearClientData: () => order.push('clear'),
    });
    expect(order).toEqual(['mark', 'navigate', 'server']);
    finishServer();
    await done;
    expect(order).toEqual(['mark', 'navigate', 'server', 'clear']);
  });

  it('clears the client data even when the server call fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const clear = vi.fn();
    await logoutSequence({
      markLoggedOut: () => {},
      navigate: () => {},
      serverLogout: () => Promise.reject(new Error('offline')),
      clearClientData: clear,
    });
    expect(clear).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('clears user, referent, catalogue and suggestion data but keeps the tour-shown flag', () => {
    const local = memoryStorage({ [TOUR_SHOWN_KEY]: 'true', user: '{}', referentTrainingPlans: '[]', catalogFilters: '{}', locale: 'x' });
    const session = memoryStorage({ suggestions: '[]', other: '1' });
    clearClientData([local, session]);
    expect(local.keys()).toEqual(['locale', TOUR_SHOWN_KEY]);
    expect(session.keys()).toEqual(['other']);
  });
});
