/** Texts of the operator's bank register page (group `register`). */
export const registerEn = {
  title: 'Bank payment register',
  description:
    'Sole proprietors are paid by bank transfer: download the month’s register, upload it to the bank, and mark each payout paid once the bank confirms the transfer.',
  operators_only: {
    title: 'This page is for operators',
    text: 'The bank payment register is kept by the platform’s operators. If you need it, ask one of them.',
  },
  month: 'Month',
  month_hint: 'Pick a month to see its register.',
  download: 'Download the register (CSV)',
  caption: 'Payouts in this month’s bank register',
  empty: 'No payouts in this month’s register.',
  empty_text: 'Payout requests from sole proprietors appear here after the monthly payout run.',
  columns: {
    request: 'Request',
    payee: 'Payee',
    account: 'Account',
    amount: 'Amount',
    status: 'Status',
    action: 'Action',
  },
  number: 'No. {{id}}',
  inn: 'INN {{inn}}',
  bic: 'BIC {{bic}}',
  mark_paid: 'Mark as paid',
  mark_paid_label: 'Mark payout No. {{id}} as paid',
  confirm_title: 'Mark the payout as paid?',
  confirm_text:
    'Payout No. {{id}} to {{name}}, {{amount}}. Do this only after the bank has confirmed the transfer.',
  marked: 'Payout No. {{id}} ({{amount}}) is marked as paid.',
};
