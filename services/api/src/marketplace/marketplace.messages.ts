import { registerMessages } from '../i18n/messages';

/** Server texts of the marketplace (registered with the i18n table on import). */
const en = {
  'marketplace.template_not_found': 'Choose one of your tasks.',
  'marketplace.template_gone': 'The task this material was made from has been deleted.',
  'marketplace.template_empty': 'Add at least one question to the task first.',
  'marketplace.template_not_authored':
    'This task came from the marketplace: it cannot be published as your own material.',
  'marketplace.price_range': 'The price must be a whole number of rubles from :min to :max.',
  'marketplace.price_free': 'A free material has no price: leave 0.',
  'marketplace.preview_range': 'Choose the preview questions from the task’s :count questions.',
  'marketplace.cover_not_image': 'The cover must be one of your images (PNG, JPEG, GIF, WebP).',
  'marketplace.not_published': 'This material has not been published yet.',
  'marketplace.own_material': 'This is your own material.',
  'marketplace.already_owned': 'You already have this material.',
  'marketplace.not_for_sale': 'This material is not available.',
  'marketplace.not_owned': 'You do not have this material.',
  'marketplace.no_update': 'Your copy already has the newest version available to you.',
  'marketplace.teachers_only': 'Only teachers can get materials from the marketplace.',
  'marketplace.review_not_allowed':
    'Only teachers who got the material and opened their copy can review it.',
  'marketplace.already_answered': 'You have already answered this review.',
  'marketplace.not_refundable': 'This purchase can no longer be refunded.',
  'marketplace.paid_needs_plan':
    'Paid materials can be sold only on the paid plan. Subscribe in Settings, or make the material free.',
  'marketplace.mail.greeting': 'Hello!',
  'marketplace.mail.extra_charge.subject': 'We refunded an extra payment for “:title”',
  'marketplace.mail.extra_charge.intro':
    'You paid for “:title” more than once. The first payment covers the material; the other one, :amount, has been refunded in full.',
  'marketplace.mail.extra_charge.outro':
    'The money returns to the card or account you paid from, usually within a few days, depending on your bank.',
  'marketplace.mail.open_material': 'Open the material',
  'marketplace.mail.regards': 'Best regards,',
} as const;

declare module '../i18n/messages' {
  interface ModuleMessages {
    marketplace: typeof en;
  }
}

export const marketplaceMessages = registerMessages<keyof typeof en>({
  en,
  ru: {
    'marketplace.template_not_found': 'Выберите одно из своих заданий.',
    'marketplace.template_gone': 'Задание, из которого сделан материал, удалено.',
    'marketplace.template_empty': 'Сначала добавьте в задание хотя бы один вопрос.',
    'marketplace.template_not_authored':
      'Это задание получено из маркетплейса: его нельзя опубликовать как свой материал.',
    'marketplace.price_range': 'Цена — целое число рублей от :min до :max.',
    'marketplace.price_free': 'У бесплатного материала нет цены: оставьте 0.',
    'marketplace.preview_range':
      'Выберите вопросы для предпросмотра среди :count вопросов задания.',
    'marketplace.cover_not_image': 'Обложка — одно из ваших изображений (PNG, JPEG, GIF, WebP).',
    'marketplace.not_published': 'Этот материал ещё не опубликован.',
    'marketplace.own_material': 'Это ваш собственный материал.',
    'marketplace.already_owned': 'Этот материал у вас уже есть.',
    'marketplace.not_for_sale': 'Этот материал недоступен.',
    'marketplace.not_owned': 'У вас нет этого материала.',
    'marketplace.no_update': 'В вашей копии уже самая новая доступная версия.',
    'marketplace.teachers_only': 'Материалы из маркетплейса берут только учителя.',
    'marketplace.review_not_allowed':
      'Отзыв могут оставить те, кто получил материал и открыл свою копию.',
    'marketplace.already_answered': 'Вы уже ответили на этот отзыв.',
    'marketplace.not_refundable': 'Эту покупку уже нельзя вернуть.',
    'marketplace.paid_needs_plan':
      'Платные материалы продаются на платном тарифе. Подключите его в настройках или сделайте материал бесплатным.',
    'marketplace.mail.greeting': 'Здравствуйте!',
    'marketplace.mail.extra_charge.subject': 'Мы вернули лишний платёж за «:title»',
    'marketplace.mail.extra_charge.intro':
      'Вы оплатили «:title» больше одного раза. Материал ваш по первому платежу, а другой платёж, :amount, мы вернули полностью.',
    'marketplace.mail.extra_charge.outro':
      'Деньги придут на карту или счёт, с которых вы платили, — обычно в течение нескольких дней, в зависимости от банка.',
    'marketplace.mail.open_material': 'Открыть материал',
    'marketplace.mail.regards': 'С уважением,',
  },
});
