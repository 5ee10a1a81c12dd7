import type { mismatchesEn } from '../en/mismatches';

/** Тексты списка платежей с расхождениями для операторов (группа `mismatches`). */
export const mismatchesRu: typeof mismatchesEn = {
  title: 'Платежи с расхождениями',
  description:
    'Платёжный сервис сообщил, что эти платежи прошли, но с другой суммой или валютой либо без оплаты. Ни один из них ничего не выдал, а попытка оплаты завершилась, и покупатель может заплатить снова: проверьте каждый в личном кабинете сервиса и при необходимости верните деньги там.',
  caption: 'Платежи, пришедшие не так, как заказаны',
  empty: 'Расхождений нет: все прошедшие платежи пришли как заказано.',
  columns: {
    payment: 'Платёж у сервиса',
    order: 'За что',
    expected: 'Ожидали',
    reported: 'Пришло',
    seen: 'Когда',
  },
  providers: { yookassa: 'ЮKassa', test: 'Тестовый провайдер' },
  payment_number: 'наш платёж № {{id}}',
  orders: {
    purchase: 'Покупка материала № {{id}}',
    subscription: 'Подписка, списание № {{id}}',
    other: '{{type}} № {{id}}',
  },
  paid: 'оплачен',
  not_paid: 'не оплачен',
  status: 'статус {{status}}',
  first_seen_one: 'впервые {{date}}, {{count}} сообщение',
  first_seen_few: 'впервые {{date}}, {{count}} сообщения',
  first_seen_many: 'впервые {{date}}, {{count}} сообщений',
  first_seen_other: 'впервые {{date}}, {{count}} сообщения',
};
