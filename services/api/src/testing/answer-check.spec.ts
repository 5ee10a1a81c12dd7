import { Controller, Get, Module } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';
import { Public } from '../common/access/public.decorator';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import { arrayOf, int, named, object, text } from '../common/openapi/json-schema';
import { AnswerChecker, answerChecker, standalone } from './answer-check';
import { api, createTestApp } from './test-app';

const Item = named('ProbeItem', object({ id: int(), name: text() }));

@Controller('api/answer-probe')
class AnswerProbeController {
  @Public()
  @Get('good')
  @ApiAnswer(arrayOf(Item))
  good(): unknown {
    return [{ id: 1, name: 'a' }];
  }

  @Public()
  @Get('bad')
  @ApiAnswer(arrayOf(Item))
  bad(): unknown {
    return [{ id: 'one', name: 'a', extra: true }];
  }
}

@Module({ controllers: [AnswerProbeController] })
class AnswerProbeModule {}

describe('AnswerChecker', () => {
  it('makes one schema of a named one, its parts in $defs', () => {
    expect(standalone(arrayOf(Item))).toEqual({
      type: 'array',
      items: { $ref: '#/$defs/ProbeItem' },
      $defs: { ProbeItem: object({ id: int(), name: text() }) },
    });
  });

  it('records an answer its schema refuses, and only that one', () => {
    const checker = new AnswerChecker();
    checker.check('GET /good', Item, { id: 1, name: 'a' });
    expect(checker.take()).toEqual([]);
    checker.check('GET /bad', Item, { id: 1 });
    const [mismatch] = checker.take();
    expect(mismatch).toContain('GET /bad');
    expect(mismatch).toContain("must have required property 'name'");
    expect(checker.take()).toEqual([]);
  });

  it('checks the JSON as sent: a Date is its ISO string', () => {
    const checker = new AnswerChecker();
    checker.check('GET /when', object({ at: text() }), { at: new Date(0) });
    expect(checker.take()).toEqual([]);
  });
});

describe('the test app', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp({}, [AnswerProbeModule]);
  });

  afterAll(async () => {
    await app.close();
  });

  it('passes a documented answer that matches its schema', async () => {
    await api(app).get('/api/answer-probe/good').expect(200);
    expect(answerChecker.take()).toEqual([]);
  });

  it('records a documented answer its schema refuses', async () => {
    await api(app).get('/api/answer-probe/bad').expect(200);
    const mismatches = answerChecker.take();
    expect(mismatches).toHaveLength(1);
    expect(mismatches[0]).toContain('GET /api/answer-probe/bad');
    expect(mismatches[0]).toContain('must be integer');
  });
});
