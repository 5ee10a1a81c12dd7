import { fireEvent, screen } from '@testing-library/react';
import { renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { MAX_POLLS } from '../lib/polling';
import { PaymentOutcome } from './PaymentOutcome';

const waiting = {
  id: 7,
  state: 'waiting' as const,
  amount_rub: 99,
  item: 'plan' as const,
  material: null,
};

describe('a payment still waiting once the page stopped asking', () => {
  beforeEach(() => signInAs('teacher'));
  afterEach(() => resetSession());

  it('says the bank has not answered and lets the payer check again', () => {
    const onCheck = jest.fn();
    renderAt(
      [
        {
          path: '/',
          element: (
            <PaymentOutcome
              payment={waiting}
              reads={MAX_POLLS + 1}
              checking={false}
              onCheck={onCheck}
            />
          ),
        },
      ],
      '/',
    );
    expect(screen.getByText(/Банк пока не ответил/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Проверить ещё раз' }));
    expect(onCheck).toHaveBeenCalledTimes(1);
  });
});
