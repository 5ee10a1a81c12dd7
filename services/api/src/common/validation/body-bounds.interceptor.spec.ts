import 'reflect-metadata';
import { Body, Controller, Get, Post, Query, Req, UseInterceptors } from '@nestjs/common';
import { INTERCEPTORS_METADATA } from '@nestjs/common/constants';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { IsString, MaxLength } from 'class-validator';
import { BodyBoundsInterceptor, sizeRouteBodies } from './body-bounds.interceptor';

class NoteDto {
  @IsString() @MaxLength(10) text!: string;
}

class PageQueryDto {
  @IsString() @MaxLength(5) q!: string;
}

class OtherInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler) {
    return next.handle();
  }
}

@Controller('probe')
class ProbeController {
  @Get('plain')
  plain(@Req() _req: unknown): string {
    return 'plain';
  }

  @Post('note')
  note(@Body() _note: NoteDto): string {
    return 'note';
  }

  @Post('raw')
  @UseInterceptors(OtherInterceptor)
  raw(@Body() _raw: unknown): string {
    return 'raw';
  }

  @Get('search')
  search(@Query() _query: PageQueryDto): string {
    return 'search';
  }
}

const interceptorsOf = (method: keyof ProbeController): unknown[] =>
  (Reflect.getMetadata(INTERCEPTORS_METADATA, ProbeController.prototype[method]) ??
    []) as unknown[];

describe('sizeRouteBodies', () => {
  beforeAll(() => {
    sizeRouteBodies([ProbeController]);
  });

  it('leaves a route with no body without any interceptor, a bounded query too', () => {
    expect(interceptorsOf('plain')).toEqual([]);
    expect(interceptorsOf('search')).toEqual([]);
  });

  it('sizes routes with a body DTO or any body parameter, first', () => {
    for (const method of ['note', 'raw'] as const) {
      expect(interceptorsOf(method)[0]).toBeInstanceOf(BodyBoundsInterceptor);
    }
    expect(interceptorsOf('raw')).toHaveLength(2);
    expect(interceptorsOf('raw')[1]).toBe(OtherInterceptor);
  });

  it('adds it once when a second app registers the same controllers', () => {
    sizeRouteBodies([ProbeController]);
    expect(interceptorsOf('note')).toHaveLength(1);
    expect(interceptorsOf('raw')).toHaveLength(2);
  });
});
