import { describe, expect, test, vi } from 'vitest';
import { createClientStore, RECORD_KEY } from '../../src/services/clientRecord';
import { createPendingOrderStore } from '../../src/services/pendingOrder';
import { createTabStorage } from '../../src/services/tabStorage';

function memory() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

/** localStorage as Safari's private mode or a full phone has it: every write throws QuotaExceededError. */
function refusingWrites() {
  const store = memory();
  return {
    ...store,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  };
}

describe('issue: storage that refuses writes keeps the session and the pending order for this tab', () => {
  test('a refused write lives on in memory and in sessionStorage, and the refusal is heard', () => {
    const session = memory();
    const onRefused = vi.fn();
    const storage = createTabStorage(refusingWrites, () => session, onRefused);
    storage.setItem('wap-app', 'x');
    expect(storage.getItem('wap-app')).toBe('x');
    expect(session.map.get('wap-app')).toBe('x');
    expect(onRefused).toHaveBeenCalledOnce();
  });

  test('a cashier trip in the same tab (a new page load) reads the sessionStorage copy', () => {
    const session = memory();
    createTabStorage(refusingWrites, () => session).setItem('wap-pending-order', '{"orderId":"1"}');
    expect(createTabStorage(refusingWrites, () => session).getItem('wap-pending-order')).toBe('{"orderId":"1"}');
  });

  test('with both storages refusing, memory still holds it for this page', () => {
    const storage = createTabStorage(refusingWrites, refusingWrites);
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });

  test('the signed-in session survives later changes: the token is not lost when the user info is stored', () => {
    const store = createClientStore(createTabStorage(refusingWrites, refusingWrites));
    store.setServerToken('t1');
    store.update({ userInfo: { user_id: '1', nickname: '花友0001' } });
    expect(store.get()).toMatchObject({ token: 'Bearer t1', userInfo: { nickname: '花友0001' } });
  });

  test('the pending order is kept across a reload of the tab through sessionStorage', () => {
    const session = memory();
    createPendingOrderStore(() => createTabStorage(refusingWrites, () => session)).save({
      orderId: '9007199254740993',
      isGift: false,
    });
    const reloaded = createPendingOrderStore(() => createTabStorage(refusingWrites, () => session));
    expect(reloaded.read()).toEqual({ orderId: '9007199254740993', isGift: false });
    expect(createClientStore(createTabStorage(refusingWrites, () => session)).get().token).toBe('');
    expect(session.map.has(RECORD_KEY)).toBe(true);
  });
});
