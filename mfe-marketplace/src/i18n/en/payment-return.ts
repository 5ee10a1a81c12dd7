/** English texts of the page the payment provider sends the payer back to. */
export const paymentReturnEn = {
  title: 'Payment',
  amount: 'Amount: {{amount}}',
  for_material: 'For: the material “{{title}}”',
  for_plan: 'For: the paid plan',
  states: {
    paid: 'Paid',
    canceled: 'Payment cancelled, no money was taken',
    waiting: 'Waiting for the bank to confirm',
    failed: 'The payment did not go through',
  },
  paid_material: 'The material “{{title}}” is yours: a copy is in your tasks.',
  paid_plan: 'The paid plan is on. Thank you!',
  canceled_text: 'You can try again whenever you like.',
  waiting_text: 'This page updates by itself as soon as the bank answers, usually within seconds.',
  waiting_stopped:
    'The bank has not answered yet. We will email you when the payment goes through, or you can check again.',
  failed_text:
    'The bank reported a payment that does not match the order, so nothing was granted. If money was taken, it will be returned.',
  check_again: 'Check again',
  open_material: 'Open the material',
  open_plan: 'Go to your plan',
  try_again: 'Try again',
  purchases: 'My purchases',
  not_found: 'Payment not found',
};
