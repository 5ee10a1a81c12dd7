import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { insertOrIgnore } from '../database/insert-or-ignore';
import type { User } from '../users/user.entity';
import { Favourite } from './favourite.entity';
import { MaterialPages } from './material-pages.service';

/** A person's favourite materials: only ones they may see; adding twice keeps one. */
@Injectable()
export class FavouritesService {
  constructor(
    @InjectRepository(Favourite) private readonly favourites: Repository<Favourite>,
    private readonly pages: MaterialPages,
    private readonly clock: Clock,
  ) {}

  async add(user: User, materialId: number): Promise<void> {
    await this.pages.visible(user.id, { id: materialId });
    await insertOrIgnore(this.favourites.manager.connection, Favourite, {
      userId: user.id,
      materialId,
      createdAt: this.clock.now(),
    });
  }

  async remove(user: User, materialId: number): Promise<void> {
    await this.pages.visible(user.id, { id: materialId });
    await this.favourites.delete({ userId: user.id, materialId });
  }
}
