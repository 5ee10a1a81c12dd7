/** English texts shared by the marketplace pages: labels of subjects, exams, question types. */
export const commonEn = {
  common: {
    none: '—',
    free: 'Free',
    grade: 'Grade {{grade}}',
    author: 'By {{name}}',
    no_rating: 'No ratings yet',
    rating: 'Rated {{rating}} out of 5',
    // English uses only _one and _other; _few and _many keep the key set equal to ru's.
    reviews_one: '{{count}} review',
    reviews_few: '{{count}} reviews',
    reviews_many: '{{count}} reviews',
    reviews_other: '{{count}} reviews',
    balls_one: '{{count}} point',
    balls_few: '{{count}} points',
    balls_many: '{{count}} points',
    balls_other: '{{count}} points',
    exams: 'Exams',
    draft: 'Not published',
    favourite: 'Favourite: {{title}}',
  },
  exams: { oge: 'OGE', ege: 'EGE', vpr: 'VPR' },
  question_types: {
    short_text: 'Short answer',
    formula: 'Formula',
    long_text: 'Long answer',
    single_choice: 'Single choice',
    multiple_choice: 'Multiple choice',
    file: 'File',
    audio: 'Audio',
    video_link: 'Video link',
  },
};
