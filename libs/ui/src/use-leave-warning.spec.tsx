import { renderHook } from '@testing-library/react';
import { useLeaveWarning } from './use-leave-warning';

function unload(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('useLeaveWarning', () => {
  it('asks before the tab closes only while something would be lost', () => {
    let dirty = false;
    const { rerender, unmount } = renderHook(() => useLeaveWarning(() => dirty));
    expect(unload().defaultPrevented).toBe(false);
    dirty = true;
    rerender();
    expect(unload().defaultPrevented).toBe(true);
    unmount();
    expect(unload().defaultPrevented).toBe(false);
  });
});
