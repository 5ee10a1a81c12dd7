import type { catalogueEn } from '../en/catalogue';

/** Russian texts of the catalogue (see ../en/catalogue). */
export const catalogueRu: typeof catalogueEn = {
  titles: {
    catalogue: 'Маркетплейс',
    mine: 'Мои материалы',
    favourites: 'Избранное',
  },
  description:
    'Готовые уроки других учителей: получите бесплатный или купите материал в свои задания.',
  tabs: {
    label: 'Разделы маркетплейса',
    catalogue: 'Каталог',
    mine: 'Мои материалы',
    favourites: 'Избранное',
    purchases: 'Покупки',
  },
  new: 'Новый материал',
  search: 'Поиск материалов',
  query: 'Поиск',
  query_placeholder: 'Название, тема или описание',
  find: 'Найти',
  filters: 'Фильтры',
  filters_active: 'Фильтры: {{n}}',
  subject: 'Предмет',
  grade: 'Класс',
  exam: 'Экзамен',
  price_kind: 'Цена',
  price_min: 'Цена от, ₽',
  price_max: 'Цена до, ₽',
  rating_min: 'Оценка',
  sort: 'Сортировка',
  any: 'Любой',
  option_count: '{{label}} ({{count}})',
  kinds: { free: 'Бесплатные', paid: 'Платные' },
  rating_at_least: 'От {{rating}}',
  sorts: {
    relevance: 'По релевантности',
    newest: 'Сначала новые',
    popular: 'Популярные',
    rating: 'По оценке',
  },
  found_one: 'Найден {{count}} материал',
  found_few: 'Найдено {{count}} материала',
  found_many: 'Найдено {{count}} материалов',
  found_other: 'Найдено {{count}} материала',
  results: 'Материалы',
  nothing_found: 'Ничего не нашлось',
  nothing_found_text:
    'Нет материалов с такими условиями. Сбросьте фильтры, чтобы увидеть весь каталог.',
  clear: 'Сбросить фильтры',
  empty: {
    catalogue: 'В каталоге пока пусто',
    catalogue_text: 'Здесь появятся готовые уроки, которые публикуют учителя.',
    mine: 'У вас пока нет материалов',
    mine_text:
      'Сделайте материал из своего задания: бесплатный для всех, по ссылке или на продажу.',
    favourites: 'В избранном пока пусто',
    favourites_text: 'Отмечайте материалы сердечком, чтобы вернуться к ним здесь.',
    open_catalogue: 'Открыть каталог',
  },
  paging: 'Страницы',
};
