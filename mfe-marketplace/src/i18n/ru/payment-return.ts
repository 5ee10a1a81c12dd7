import type { paymentReturnEn } from '../en/payment-return';

/** Russian texts of the payment return page (see ../en/payment-return). */
export const paymentReturnRu: typeof paymentReturnEn = {
  title: 'Оплата',
  amount: 'Сумма: {{amount}}',
  for_material: 'За что: материал «{{title}}»',
  for_plan: 'За что: платный тариф',
  states: {
    paid: 'Оплачено',
    canceled: 'Оплата отменена, деньги не списаны',
    waiting: 'Ждём подтверждения от банка',
    failed: 'Платёж не прошёл',
  },
  paid_material: 'Материал «{{title}}» теперь ваш: копия уже в ваших заданиях.',
  paid_plan: 'Платный тариф подключён. Спасибо!',
  canceled_text: 'Попробовать ещё раз можно в любой момент.',
  waiting_text: 'Страница обновится сама, как только банк ответит. Обычно это несколько секунд.',
  waiting_stopped:
    'Банк пока не ответил. Когда оплата пройдёт, придёт письмо; можно и проверить ещё раз.',
  failed_text:
    'Банк сообщил о платеже, который не совпал с заказом, поэтому доступ не выдан. Если деньги списались, их вернут.',
  check_again: 'Проверить ещё раз',
  open_material: 'Открыть материал',
  open_plan: 'К тарифу',
  try_again: 'Попробовать снова',
  purchases: 'Мои покупки',
  not_found: 'Платёж не найден',
};
