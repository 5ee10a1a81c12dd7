import { Module } from '@nestjs/common';
import { MaterialCatalogue } from './material-catalogue.service';
import { MaterialSearchIndex } from './material-search.index';

/**
 * The catalogue's search: MaterialSearchIndex (keep a material's entry current) and
 * MaterialCatalogue (ids, total and facets of a catalogue query). Import it into the
 * marketplace module; both only need the app's DataSource.
 */
@Module({
  providers: [MaterialSearchIndex, MaterialCatalogue],
  exports: [MaterialSearchIndex, MaterialCatalogue],
})
export class MaterialSearchModule {}
