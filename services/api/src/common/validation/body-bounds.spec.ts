import 'reflect-metadata';
import type { Type as Dto } from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsObject,
  IsString,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { RequestBodyException } from '../errors/request-body.exception';
import { TaskInputDto } from '../../tasks/dto/task-input.dto';
import { SaveAnswersDto } from '../../works/dto/save-answers.dto';
import { MAX_BODY_ELEMENTS, bodyBoundErrors, elementLimit } from './body-bounds';
import { dtoBounds } from './dto-bounds';

class ItemDto {
  @IsString() @MaxLength(5) name!: string;
  @IsArray()
  @ArrayMaxSize(2)
  @IsString({ each: true })
  @MaxLength(3, { each: true })
  tags!: string[];
}

class ListDto {
  @IsArray()
  @ArrayMaxSize(3)
  @ValidateNested({ each: true })
  @Type(() => ItemDto)
  items!: ItemDto[];
  @ValidateIf(() => false) @IsArray() @ArrayMaxSize(1) ignored?: unknown[];
  @IsObject() free!: object;
}

const paths = (value: unknown, dto: Dto): [string, string[]][] =>
  bodyBoundErrors(value, dtoBounds(dto)).map((error) => {
    const names: string[] = [];
    let leaf = error;
    for (;;) {
      names.push(leaf.property);
      const [child] = leaf.children ?? [];
      if (child === undefined) break;
      leaf = child;
    }
    return [names.join('.'), Object.keys(leaf.constraints ?? {})];
  });

describe('bodyBoundErrors', () => {
  it('refuses lists and texts far past their DTO limits on their field, in document order', () => {
    const far = 300; // past twice each limit and the spare
    const body = {
      items: [
        { name: 'x'.repeat(far), tags: ['a'] },
        { name: 'ok', tags: Array.from({ length: far }, () => 'a') },
        { tags: ['l'.repeat(far)] },
      ],
      ignored: [1, 2, 3],
      free: { any: [1, 2, 3] },
    };
    expect(paths(body, ListDto)).toEqual([
      ['items.0.name', ['maxLength']],
      ['items.1.tags', ['arrayMaxSize']],
      ['items.2.tags', ['maxLength']],
    ]);
  });

  it('leaves a value just past its limit to the validator, which reports every field', () => {
    const body = { items: [{ name: 'toolong', tags: ['a', 'b', 'c', 'long'] }] };
    expect(paths(body, ListDto)).toEqual([]);
  });

  it('does not look into a list far past its limit', () => {
    const items = Array.from({ length: 100_000 }, () => ({ name: 'x'.repeat(10) }));
    expect(paths({ items }, ListDto)).toEqual([['items', ['arrayMaxSize']]]);
  });

  it('bounds the values of a body by what a valid one holds, at most MAX_BODY_ELEMENTS', () => {
    const list = dtoBounds(ListDto);
    expect(elementLimit(list)).toBeLessThan(1000);
    expect(elementLimit(dtoBounds(TaskInputDto))).toBeLessThanOrEqual(MAX_BODY_ELEMENTS);
    expect(elementLimit(dtoBounds(SaveAnswersDto))).toBeLessThanOrEqual(MAX_BODY_ELEMENTS);
    const extra = { free: { many: Array.from({ length: elementLimit(list) }, () => 1) } };
    expect(() => bodyBoundErrors(extra, list)).toThrow(RequestBodyException);
    expect(() => bodyBoundErrors({ free: { few: [1, 2] } }, list)).not.toThrow();
  });

  it('refuses nesting deeper than 32 without recursion, whatever the depth', () => {
    let value: unknown = 1;
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(() => bodyBoundErrors(value, undefined)).toThrow(RequestBodyException);
  });

  it('counts a flat list of 500,000 values without overflowing the stack', () => {
    const value = { free: Array.from({ length: 500_000 }, () => ({})) };
    expect(() => bodyBoundErrors(value, undefined)).toThrow(RequestBodyException);
  });
});
