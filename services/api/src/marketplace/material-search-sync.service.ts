import { Injectable } from '@nestjs/common';
import { descriptionText } from './material-description';
import { isListed } from './material-rules';
import type { Material } from './material.entity';
import { MaterialSearchIndex, materialTags } from './search/material-search.index';

/** Keeps a material's search row in step with it: indexed while listed, gone otherwise. */
@Injectable()
export class MaterialSearchSync {
  constructor(private readonly index: MaterialSearchIndex) {}

  async sync(material: Material): Promise<void> {
    if (!isListed(material)) {
      await this.index.remove(material.id);
      return;
    }
    await this.index.index(material.id, {
      title: material.title,
      description: descriptionText(material.description),
      tags: materialTags(material),
    });
  }
}
