import { Injectable, type OnModuleInit, type StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AccessException } from '../common/errors/access.exception';
import { FileReferences } from '../files/file-references.service';
import { FilesService } from '../files/files.service';
import { StoredFile } from '../files/stored-file.entity';
import type { Material } from './material.entity';

/** Materials' cover images: served to whoever may see the material, never orphaned. */
@Injectable()
export class MaterialCovers implements OnModuleInit {
  constructor(
    @InjectRepository(StoredFile) private readonly files: Repository<StoredFile>,
    private readonly storage: FilesService,
    private readonly references: FileReferences,
  ) {}

  onModuleInit(): void {
    this.references.register({
      name: 'material covers',
      select: () => 'SELECT cover_file_id AS file_id FROM materials',
    });
  }

  async fileOf(material: Material): Promise<StreamableFile> {
    if (material.coverFileId === null) throw AccessException.notFound();
    const file = await this.files.findOneBy({ id: material.coverFileId });
    if (file === null) throw AccessException.notFound();
    return this.storage.streamable(file);
  }
}
