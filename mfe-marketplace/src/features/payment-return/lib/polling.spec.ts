import { MAX_POLLS, POLL_EVERY_MS, nextPoll, stoppedWaiting } from './polling';

describe('polling a payment on its return page', () => {
  it('asks again only while the bank has not answered', () => {
    expect(nextPoll('waiting', 1)).toBe(POLL_EVERY_MS);
    expect(nextPoll('paid', 1)).toBe(false);
    expect(nextPoll('canceled', 1)).toBe(false);
    expect(nextPoll('failed', 1)).toBe(false);
    expect(nextPoll(undefined, 0)).toBe(false);
  });

  it('stops on its own after MAX_POLLS reads, and says so', () => {
    expect(nextPoll('waiting', MAX_POLLS)).toBe(POLL_EVERY_MS);
    expect(stoppedWaiting('waiting', MAX_POLLS)).toBe(false);
    expect(nextPoll('waiting', MAX_POLLS + 1)).toBe(false);
    expect(stoppedWaiting('waiting', MAX_POLLS + 1)).toBe(true);
    expect(stoppedWaiting('paid', MAX_POLLS + 1)).toBe(false);
  });
});
