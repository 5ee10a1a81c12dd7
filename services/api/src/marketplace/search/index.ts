export {
  MaterialCatalogue,
  inIdOrder,
  type MaterialCatalogueResult,
  type MaterialCatalogueSearch,
  type MaterialFacets,
} from './material-catalogue.service';
export {
  EXAM_SEARCH_LABELS,
  MaterialSearchIndex,
  SUBJECT_SEARCH_LABELS,
  materialSearchRow,
  materialTags,
  type IndexableMaterial,
  type MaterialSearchSource,
} from './material-search.index';
export { MaterialSearchModule } from './material-search.module';
export { normaliseText, searchTerms, searchText, stemWord } from '../../common/search/russian-text';
