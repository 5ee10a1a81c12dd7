export { LibraryRubricListSchema, LibraryRubricSchema, RubricLevelsSchema } from '@tutor/contracts';
