import type { Names } from '../names.js';

/** The texts the module's one refusal reads in, and its spec checks. */
export const NOT_FOUND = {
  en: (names: Names) => `${names.title}: no such record.`,
  ru: () => 'Запись не найдена.',
};

export function controllerFile({ kebab, camel, pascal }: Names): string {
  return `import { Body, Controller, Get, Header, Post } from '@nestjs/common';
import { CurrentUser } from '../access/current-user.decorator';
import { TeacherOnly } from '../access/route-access';
import { RouteId } from '../common/http/route-id.decorator';
import type { User } from '../users/user.entity';
import { ${pascal}Dto } from './dto/${kebab}.dto';
import { ${pascal}Service, type ${pascal}Record } from './${kebab}.service';

/** /api/${kebab}: thin routes, each guarded; the service decides. */
@Controller('api/${kebab}')
export class ${pascal}Controller {
  constructor(private readonly ${camel}: ${pascal}Service) {}

  @Get()
  @TeacherOnly()
  @Header('Cache-Control', 'no-store')
  list(@CurrentUser() teacher: User): ${pascal}Record[] {
    return this.${camel}.list(teacher.id);
  }

  @Get(':recordId')
  @TeacherOnly()
  @Header('Cache-Control', 'no-store')
  find(@CurrentUser() teacher: User, @RouteId('recordId') id: number): ${pascal}Record {
    return this.${camel}.find(teacher.id, id);
  }

  @Post()
  @TeacherOnly()
  create(@CurrentUser() teacher: User, @Body() body: ${pascal}Dto): ${pascal}Record {
    return this.${camel}.create(teacher.id, body.name);
  }
}
`;
}

export function serviceFile({ kebab, pascal, title }: Names): string {
  return `import { Injectable } from '@nestjs/common';
import { ${pascal}ErrorCode, ${pascal}Exception } from './${kebab}.exception';

export interface ${pascal}Record {
  id: number;
  name: string;
}

interface Owned extends ${pascal}Record {
  teacherId: number;
}

/**
 * ${title}: each teacher's own records. They are kept in memory until the module gets its
 * entity and migration (see subjects/ for a module with both).
 */
@Injectable()
export class ${pascal}Service {
  private readonly records: Owned[] = [];

  list(teacherId: number): ${pascal}Record[] {
    return this.records.filter((record) => record.teacherId === teacherId).map(answer);
  }

  /** The teacher's record; another's reads as missing. */
  find(teacherId: number, id: number): ${pascal}Record {
    const record = this.records.find((item) => item.id === id && item.teacherId === teacherId);
    if (record === undefined) throw new ${pascal}Exception(${pascal}ErrorCode.NotFound);
    return answer(record);
  }

  create(teacherId: number, name: string): ${pascal}Record {
    const record = { id: this.records.length + 1, teacherId, name };
    this.records.push(record);
    return answer(record);
  }
}

const answer = ({ id, name }: Owned): ${pascal}Record => ({ id, name });
`;
}

export function moduleFile({ kebab, pascal, title }: Names): string {
  return `import { Module } from '@nestjs/common';
import { ${pascal}Controller } from './${kebab}.controller';
import { ${pascal}Service } from './${kebab}.service';
import './${kebab}.messages';

/** ${title}: a teacher's own records at /api/${kebab}. */
@Module({
  controllers: [${pascal}Controller],
  providers: [${pascal}Service],
  exports: [${pascal}Service],
})
export class ${pascal}Module {}
`;
}

export function dtoFile({ kebab, pascal }: Names): string {
  return `import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsPlainText, Trim } from '../../common/validation/custom-rules';

/** POST /api/${kebab}. */
export class ${pascal}Dto {
  @Trim()
  @IsNotEmpty()
  @IsString()
  @MaxLength(255)
  @IsPlainText()
  name!: string;
}
`;
}

export function exceptionFile({ kebab, pascal }: Names): string {
  return `import { HttpStatus } from '@nestjs/common';
import { CodedException } from '../common/errors/coded.exception';
import { answer, registerErrorAnswer } from '../common/errors/http-answer';
import { translate } from '../i18n/messages';
import './${kebab}.messages';

export enum ${pascal}ErrorCode {
  /** Not a record of the signed-in teacher: 404, as if it did not exist. */
  NotFound = '${kebab}.not_found',
}

export class ${pascal}Exception extends CodedException<${pascal}ErrorCode> {
  constructor(code: ${pascal}ErrorCode) {
    super(code, \`${pascal}: \${code}\`);
  }
}

registerErrorAnswer(${pascal}Exception, (exception, locale) => {
  switch (exception.code) {
    case ${pascal}ErrorCode.NotFound:
      return answer(HttpStatus.NOT_FOUND, translate(exception.code, locale));
  }
});
`;
}

export function messagesFile(names: Names): string {
  const { kebab, camel } = names;
  return `import { registerMessages } from '../i18n/messages';

/** Server texts of the ${kebab} module (registered with the i18n table on import). */
const en = {
  '${kebab}.not_found': '${NOT_FOUND.en(names)}',
} as const;

declare module '../i18n/messages' {
  interface ModuleMessages {
    ${camel}: typeof en;
  }
}

export const ${camel}Messages = registerMessages<keyof typeof en>({
  en,
  ru: {
    '${kebab}.not_found': '${NOT_FOUND.ru()}',
  },
});
`;
}

export function specFile(names: Names): string {
  const { kebab, pascal } = names;
  return `import { toHttpAnswer } from '../common/errors/http-answer';
import { ${pascal}Service } from './${kebab}.service';

const refusalOf = (act: () => unknown): unknown => {
  try {
    act();
  } catch (caught) {
    return caught;
  }
  throw new Error('expected a refusal');
};

describe('${kebab}', () => {
  it('lists and finds only a teacher’s own records', () => {
    const service = new ${pascal}Service();
    const mine = service.create(1, 'first');
    service.create(2, 'another’s');
    expect(service.list(1)).toEqual([mine]);
    expect(service.find(1, mine.id)).toEqual({ id: mine.id, name: 'first' });
  });

  it('answers 404 in the reader’s language for another teacher’s record', () => {
    const service = new ${pascal}Service();
    const theirs = service.create(2, 'theirs');
    const refusal = refusalOf(() => service.find(1, theirs.id));
    expect(toHttpAnswer(refusal, 'ru')).toMatchObject({
      status: 404,
      body: { message: '${NOT_FOUND.ru()}' },
    });
    expect(toHttpAnswer(refusal, 'en')).toMatchObject({
      status: 404,
      body: { message: '${NOT_FOUND.en(names)}' },
    });
  });
});
`;
}
