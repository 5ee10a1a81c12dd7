import type { Locale } from './locale';

/**
 * A field's name as a person reads it inside a message, in each language; `plural` when
 * the English name is a plural ("questions are required").
 */
export type AttributeLabel = Readonly<Record<Locale, string> & { plural?: true }>;

/**
 * Field names as they read inside the 422 texts, one row per field and both languages side
 * by side. English labels are lower case (a message capitalises one that starts a sentence:
 * `:Attribute is required.` → "First name is required."). A key is a property name, or
 * `<DtoClass>.<property>` where the same name means another thing in one DTO (the `name`
 * of payout requisites is a person's). `i18n/attributes.spec.ts` walks every DTO field
 * and fails on a field missing here.
 */
export const ATTRIBUTES: Readonly<Record<string, AttributeLabel>> = {
  // account, sign-in and registration
  email: { en: 'email address', ru: 'email' },
  first_name: { en: 'first name', ru: 'имя' },
  phone: { en: 'phone number', ru: 'телефон' },
  role: { en: 'role', ru: 'роль' },
  password: { en: 'password', ru: 'пароль' },
  password_confirmation: { en: 'password confirmation', ru: 'подтверждение пароля' },
  current_password: { en: 'current password', ru: 'текущий пароль' },
  agree: { en: 'the terms', ru: 'согласие', plural: true },
  stage: { en: 'form step', ru: 'шаг формы' },
  invite: { en: 'invitation', ru: 'приглашение' },
  ref: { en: 'referral code', ru: 'реферальный код' },
  token: { en: 'code', ru: 'код' },
  // students and groups
  name: { en: 'name', ru: 'название' },
  student_ids: { en: 'students', ru: 'ученики', plural: true },
  group_id: { en: 'group', ru: 'группа' },
  student_id: { en: 'student', ru: 'ученик' },
  // tasks
  title: { en: 'title', ru: 'название' },
  subject_id: { en: 'subject', ru: 'предмет' },
  questions: { en: 'questions', ru: 'вопросы', plural: true },
  id: { en: 'identifier', ru: 'идентификатор' },
  type: { en: 'type', ru: 'тип' },
  text: { en: 'text', ru: 'текст' },
  'CommentInputDto.text': { en: 'comment', ru: 'текст комментария' },
  'NewCommentDto.text': { en: 'comment', ru: 'текст комментария' },
  'ReviewDto.text': { en: 'review', ru: 'текст отзыва' },
  'TaskQuestionDto.text': { en: 'question text', ru: 'текст вопроса' },
  'ChoiceOptionDto.text': { en: 'option text', ru: 'текст варианта' },
  'TaskQuestionDto.id': { en: 'question identifier', ru: 'идентификатор вопроса' },
  'ChoiceOptionDto.id': { en: 'option identifier', ru: 'идентификатор варианта' },
  'TaskQuestionDto.type': { en: 'question type', ru: 'тип вопроса' },
  'BankQuestionInputDto.question': { en: 'question', ru: 'вопрос' },
  'StarterSubjectsDto.names': { en: 'subjects', ru: 'предметы', plural: true },
  'WorksListQueryDto.view': { en: 'list view', ru: 'вид списка' },
  'NewCommentDto.request_key': { en: 'request key', ru: 'ключ запроса' },
  ball: { en: 'points', ru: 'балл' },
  balls: { en: 'question scores', ru: 'баллы', plural: true },
  max_ball: { en: 'maximum points', ru: 'максимальный балл' },
  criteria: { en: 'criteria', ru: 'критерии', plural: true },
  timer_minutes: { en: 'timer', ru: 'таймер' },
  deadline: { en: 'deadline', ru: 'срок сдачи' },
  delay_at: { en: 'sending time', ru: 'время отправки' },
  only_new: { en: 'the “new students only” option', ru: 'только новым' },
  can_repeated: { en: 'the “allow another attempt” option', ru: 'повторное выполнение' },
  show_answers: { en: 'the “show answers” option', ru: 'показ ответов' },
  post_deadline_allowed: {
    en: 'the “allow handing in after the deadline” option',
    ru: 'сдача после срока',
  },
  allow_question_copy: { en: 'the “allow copying questions” option', ru: 'копирование вопросов' },
  scale: { en: 'grading scale', ru: 'шкала' },
  thresholds: { en: 'grade thresholds', ru: 'пороги', plural: true },
  'ThresholdsDto.5': { en: 'threshold for a 5', ru: 'порог для «5»' },
  'ThresholdsDto.4': { en: 'threshold for a 4', ru: 'порог для «4»' },
  'ThresholdsDto.3': { en: 'threshold for a 3', ru: 'порог для «3»' },
  pass_percent: { en: 'pass percentage', ru: 'проходной процент' },
  label: { en: 'grade name', ru: 'название оценки' },
  min_percent: { en: 'minimum percentage', ru: 'минимальный процент' },
  decision: { en: 'solution', ru: 'решение' },
  options: { en: 'options', ru: 'варианты', plural: true },
  correct: { en: 'correct answers', ru: 'правильные ответы', plural: true },
  max_files: { en: 'maximum number of files', ru: 'максимум файлов' },
  reference_answers: { en: 'reference answers', ru: 'эталонные ответы', plural: true },
  attachments: { en: 'attached files', ru: 'прикреплённые файлы', plural: true },
  checked: { en: 'checked question', ru: 'проверенный вопрос' },
  // sending
  target: { en: 'recipients', ru: 'получатели', plural: true },
  'DispatchTargetDto.kind': { en: 'recipients', ru: 'получатели', plural: true },
  // works, answers and checking
  version: { en: 'version', ru: 'версия' },
  answers: { en: 'answers', ru: 'ответы', plural: true },
  question_id: { en: 'question', ru: 'вопрос' },
  value: { en: 'answer', ru: 'ответ' },
  choice_ids: { en: 'chosen options', ru: 'выбранные варианты', plural: true },
  link: { en: 'link', ru: 'ссылка' },
  file: { en: 'file', ru: 'файл' },
  file_id: { en: 'file', ru: 'файл' },
  finish: { en: 'finish checking', ru: 'завершение' },
  comment: { en: 'comment', ru: 'комментарий' },
  // marks over a work's pages (annotations)
  'AnnotationLayerDto.shapes': { en: 'marks', ru: 'пометки', plural: true },
  'AnnotationShapeDto.type': { en: 'mark type', ru: 'тип пометки' },
  'AnnotationShapeDto.color': { en: 'colour', ru: 'цвет' },
  'AnnotationShapeDto.points': { en: 'line points', ru: 'точки линии', plural: true },
  'AnnotationShapeDto.width': { en: 'line width', ru: 'толщина линии' },
  'AnnotationShapeDto.stamp': { en: 'stamp', ru: 'штамп' },
  'AnnotationShapeDto.x': { en: 'horizontal position', ru: 'положение по горизонтали' },
  'AnnotationShapeDto.y': { en: 'vertical position', ru: 'положение по вертикали' },
  'AnnotationShapeDto.size': { en: 'stamp size', ru: 'размер штампа' },
  'AnnotationShapeDto.text': { en: 'note text', ru: 'текст заметки' },
  // lists and filters
  page: { en: 'page', ru: 'страница' },
  per_page: { en: 'items per page', ru: 'на странице' },
  status: { en: 'status', ru: 'статус' },
  task_id: { en: 'task', ru: 'задание' },
  from: { en: 'start date', ru: 'дата начала' },
  to: { en: 'end date', ru: 'дата окончания' },
  format: { en: 'file format', ru: 'формат файла' },
  weight: { en: 'weight', ru: 'вес' },
  // notifications
  ids: { en: 'notifications', ru: 'уведомления', plural: true },
  all: { en: 'all notifications', ru: 'все уведомления', plural: true },
  mail: { en: 'email settings', ru: 'настройки писем', plural: true },
  submitted_delivery: { en: 'delivery of submitted works', ru: 'доставка сданных работ' },
  task_received: { en: 'new task emails', ru: 'письма о новых заданиях', plural: true },
  work_submitted: { en: 'submitted work emails', ru: 'письма о сданных работах', plural: true },
  work_checked: { en: 'checked work emails', ru: 'письма о проверенных работах', plural: true },
  work_returned: { en: 'returned work emails', ru: 'письма о возвращённых работах', plural: true },
  deadline_soon: {
    en: 'deadline reminder emails',
    ru: 'письма о скором сроке сдачи',
    plural: true,
  },
  comment_added: { en: 'new comment emails', ru: 'письма о новых комментариях', plural: true },
  material_updated: {
    en: 'material update emails',
    ru: 'письма об обновлении материалов',
    plural: true,
  },
  'NotificationsQueryDto.kind': { en: 'notification type', ru: 'тип уведомления' },
  unread: { en: 'unread only', ru: 'только непрочитанные' },
  // marketplace
  q: { en: 'search text', ru: 'текст поиска' },
  subject: { en: 'subject', ru: 'предмет' },
  grade: { en: 'school year', ru: 'класс' },
  exam: { en: 'exam', ru: 'экзамен' },
  exams: { en: 'exams', ru: 'экзамены', plural: true },
  price_kind: { en: 'price type', ru: 'тип цены' },
  price_min: { en: 'minimum price', ru: 'минимальная цена' },
  price_max: { en: 'maximum price', ru: 'максимальная цена' },
  rating_min: { en: 'minimum rating', ru: 'минимальный рейтинг' },
  sort: { en: 'sort order', ru: 'сортировка' },
  scope: { en: 'section', ru: 'раздел' },
  template_id: { en: 'task', ru: 'задание' },
  description: { en: 'description', ru: 'описание' },
  access: { en: 'access', ru: 'доступ' },
  price: { en: 'price', ru: 'цена' },
  cover_file_id: { en: 'cover image', ru: 'обложка' },
  preview_questions: { en: 'preview questions', ru: 'вопросы для предпросмотра', plural: true },
  paid: { en: 'payment', ru: 'оплата' },
  changelog: { en: 'list of changes', ru: 'список изменений' },
  rating: { en: 'rating', ru: 'оценка' },
  answer: { en: 'reply', ru: 'ответ' },
  // payments and payouts
  payment_id: { en: 'payment', ru: 'платёж' },
  event: { en: 'event', ru: 'событие' },
  object: { en: 'payment details', ru: 'данные платежа' },
  month: { en: 'month', ru: 'месяц' },
  'PayoutRequisitesDto.type': { en: 'tax status', ru: 'налоговый статус' },
  'PayoutRequisitesDto.name': { en: 'full name', ru: 'ФИО' },
  inn: { en: 'tax number (INN)', ru: 'ИНН' },
  bic: { en: 'bank code (BIC)', ru: 'БИК' },
  account: { en: 'account number', ru: 'номер счёта' },
  wallet: { en: 'YooMoney wallet', ru: 'кошелёк ЮMoney' },
  // the shell's error reports
  remote: { en: 'module', ru: 'модуль' },
  message: { en: 'message', ru: 'сообщение' },
  url: { en: 'page address', ru: 'адрес страницы' },
  'ClientErrorDto.kind': { en: 'error type', ru: 'тип ошибки' },
  // the remote registry (administrators)
  remotes: { en: 'modules', ru: 'модули', plural: true },
  revision: { en: 'revision', ru: 'ревизия' },
  override_note: { en: 'reason for the override', ru: 'причина переопределения' },
  rollout: { en: 'rollout', ru: 'раскатка' },
  'RolloutDto.to': { en: 'audience', ru: 'аудитория' },
  percent: { en: 'percentage', ru: 'процент' },
  accounts: { en: 'accounts', ru: 'учётные записи', plural: true },
};

const isIndex = (segment: string) => /^\d+$/.test(segment);

/**
 * The labels of a field path (`questions.3.options.0.text` reads as its last named part),
 * looked up first under its DTO class; undefined for a field missing from the table.
 */
export function attributeLabel(field: string, dtoClass?: string): AttributeLabel | undefined {
  const segments = field.split('.');
  const last = segments.at(-1) ?? field;
  const named = [...segments].reverse().find((segment) => !isIndex(segment)) ?? last;
  // own keys only: a field named "constructor" must not find Object's
  const row = (key: string) => (Object.hasOwn(ATTRIBUTES, key) ? ATTRIBUTES[key] : undefined);
  return (
    (dtoClass === undefined ? undefined : row(`${dtoClass}.${last}`)) ?? row(field) ?? row(named)
  );
}
