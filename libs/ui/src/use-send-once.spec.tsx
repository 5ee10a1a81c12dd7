import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useSendOnce } from './use-send-once';

function Sender({ send }: { send: () => Promise<void> }) {
  const { busy, run } = useSendOnce();
  return (
    <button type="button" aria-busy={busy} onClick={() => void run(send).catch(() => undefined)}>
      Send
    </button>
  );
}

describe('useSendOnce', () => {
  it('sends once however often it is clicked while a send is on its way', async () => {
    let finish: () => void = () => undefined;
    const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Sender send={send} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(send).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => finish());
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    fireEvent.click(button);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('lets the next send go after one failed', async () => {
    const send = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    render(<Sender send={send} />);
    const button = screen.getByRole('button');
    await act(async () => fireEvent.click(button));
    expect(button.getAttribute('aria-busy')).toBe('false');
    await act(async () => fireEvent.click(button));
    expect(send).toHaveBeenCalledTimes(2);
  });
});
