import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { HEAVY_BODY_BYTES, MAX_TURN_MS, heavyLane } from './heavy-lane';

class FakeResponse extends EventEmitter {
  writableEnded = false;
  destroyed = false;

  send(): void {
    this.writableEnded = true;
    this.emit('finish');
  }
}

const request = (bytes: number): Request =>
  ({ headers: { 'content-length': String(bytes) } }) as unknown as Request;

describe('heavyLane', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  function lane(): { enter: (bytes: number) => FakeResponse; entered: FakeResponse[] } {
    const handler = heavyLane();
    const entered: FakeResponse[] = [];
    const enter = (bytes: number): FakeResponse => {
      const res = new FakeResponse();
      void handler(request(bytes), res as unknown as Response, () => entered.push(res));
      return res;
    };
    return { enter, entered };
  }

  it('lets one large body in at a time, in order, and small ones straight on', () => {
    const { enter, entered } = lane();
    const first = enter(HEAVY_BODY_BYTES + 1);
    const second = enter(HEAVY_BODY_BYTES + 1);
    const third = enter(HEAVY_BODY_BYTES + 1);
    const small = enter(HEAVY_BODY_BYTES);
    expect(entered).toEqual([first, small]);
    first.send();
    expect(entered).toEqual([first, small, second]);
    second.emit('close');
    expect(entered).toEqual([first, small, second, third]);
  });

  it('sizes a body read whole by its bytes, whatever Content-Length said (chunked)', () => {
    const handler = heavyLane();
    const entered: string[] = [];
    const chunked = (bytes: number): Request =>
      ({ headers: {}, body: Buffer.alloc(bytes) }) as unknown as Request;
    void handler(chunked(HEAVY_BODY_BYTES + 1), new FakeResponse() as unknown as Response, () =>
      entered.push('first'),
    );
    void handler(chunked(HEAVY_BODY_BYTES + 1), new FakeResponse() as unknown as Response, () =>
      entered.push('second'),
    );
    expect(entered).toEqual(['first']);
  });

  it('skips a waiting request whose client has gone', () => {
    const { enter, entered } = lane();
    const first = enter(HEAVY_BODY_BYTES + 1);
    const gone = enter(HEAVY_BODY_BYTES + 1);
    const last = enter(HEAVY_BODY_BYTES + 1);
    gone.destroyed = true;
    first.send();
    expect(entered).toEqual([first, last]);
  });

  it('ends a turn after MAX_TURN_MS, whatever the route does', () => {
    jest.useFakeTimers();
    const { enter, entered } = lane();
    const slow = enter(HEAVY_BODY_BYTES + 1);
    const next = enter(HEAVY_BODY_BYTES + 1);
    jest.advanceTimersByTime(MAX_TURN_MS - 1);
    expect(entered).toEqual([slow]);
    jest.advanceTimersByTime(1);
    expect(entered).toEqual([slow, next]);
  });
});
