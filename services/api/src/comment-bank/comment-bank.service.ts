import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { COMMENT_BANK_LIST_MAX, type CommentBankEntry as EntryAnswer } from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { RecordAccess } from '../access/record-access.service';
import { Clock } from '../common/clock/clock.service';
import { isUniqueViolation } from '../database/unique-violation';
import { CommentBankEntry } from './comment-bank-entry.entity';
import { CommentBankErrorCode, CommentBankException } from './comment-bank.errors';

/** The key that keeps one text once per teacher (the text is trimmed by the DTO). */
export const textKeyOf = (text: string): string =>
  createHash('sha256').update(text.normalize('NFC')).digest('hex');

const answer = (entry: CommentBankEntry): EntryAnswer => ({
  id: entry.id,
  text: entry.text,
  uses_count: entry.usesCount,
  last_used_at: entry.lastUsedAt,
  created_at: entry.createdAt,
});

/** Most used first, then newest. */
const byUse = (a: CommentBankEntry, b: CommentBankEntry): number =>
  b.usesCount - a.usesCount || b.createdAt - a.createdAt || b.id - a.id;

/** Case-insensitive in code: SQLite's LOWER() knows only ASCII. */
const holds = (text: string, q: string): boolean =>
  text.toLocaleLowerCase('ru').includes(q.toLocaleLowerCase('ru'));

/**
 * A teacher's comment bank: reusable comments, each text once, counted as they are used.
 * Only the teacher who saved an entry sees or changes it (RecordAccess 'comment-bank-entry').
 */
@Injectable()
export class CommentBankService {
  constructor(
    @InjectRepository(CommentBankEntry) private readonly entries: Repository<CommentBankEntry>,
    private readonly clock: Clock,
    private readonly access: RecordAccess,
  ) {}

  async list(teacherId: number, q: string | undefined): Promise<EntryAnswer[]> {
    const all = await this.entries.findBy({ teacherId });
    const query = q?.trim() ?? '';
    return all
      .filter((entry) => query === '' || holds(entry.text, query))
      .sort(byUse)
      .slice(0, COMMENT_BANK_LIST_MAX)
      .map(answer);
  }

  /** Saves the text once: saving it again (or 20 times at once) answers the one entry. */
  async create(teacherId: number, text: string): Promise<EntryAnswer> {
    const textKey = textKeyOf(text);
    await this.entries
      .createQueryBuilder()
      .insert()
      .values({ teacherId, text, textKey, usesCount: 0, createdAt: this.clock.now() })
      .orIgnore()
      .updateEntity(false)
      .execute();
    return answer(await this.entries.findOneByOrFail({ teacherId, textKey }));
  }

  async update(teacherId: number, id: number, text: string): Promise<EntryAnswer> {
    const entry = await this.access.require(teacherId, 'comment-bank-entry', id);
    const textKey = textKeyOf(text);
    try {
      await this.entries.update({ id }, { text, textKey });
    } catch (error) {
      if (!isUniqueViolation(error, 'text_key')) throw error;
      throw new CommentBankException(CommentBankErrorCode.TextTaken, { cause: error });
    }
    return answer({ ...entry, text, textKey });
  }

  async remove(teacherId: number, id: number): Promise<void> {
    await this.access.require(teacherId, 'comment-bank-entry', id);
    await this.entries.delete({ id });
  }

  /** Counts one use in the database itself, so parallel uses all count. */
  async use(teacherId: number, id: number): Promise<EntryAnswer> {
    await this.access.require(teacherId, 'comment-bank-entry', id);
    await this.entries
      .createQueryBuilder()
      .update(CommentBankEntry)
      .set({ usesCount: () => 'uses_count + 1', lastUsedAt: this.clock.now() })
      .where('id = :id', { id })
      .execute();
    return answer(await this.entries.findOneByOrFail({ id }));
  }
}
