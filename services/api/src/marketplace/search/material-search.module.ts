import { Module } from '@nestjs/common';
import { SchedulingModule } from '../../scheduling/scheduling.module';
import { CatalogueTermFolding } from './catalogue-term-folding';
import { MaterialCatalogue } from './material-catalogue.service';
import { MaterialSearchIndex } from './material-search.index';

/**
 * The catalogue's search: MaterialSearchIndex (keep a material's entry current) and
 * MaterialCatalogue (ids, total and facets of a catalogue query). Import it into the
 * marketplace module; both only need the app's DataSource. CatalogueTermFolding keeps the
 * one-word counts' table compact.
 */
@Module({
  imports: [SchedulingModule],
  providers: [MaterialSearchIndex, MaterialCatalogue, CatalogueTermFolding],
  exports: [MaterialSearchIndex, MaterialCatalogue],
})
export class MaterialSearchModule {}
