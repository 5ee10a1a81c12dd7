import {
  Body,
  Controller,
  Delete,
  ForbiddenException,
  Get,
  HttpCode,
  HttpException,
  HttpStatus,
  Module,
  Patch,
  Post,
  Put,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  Equals,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MinLength,
  ValidateNested,
} from 'class-validator';
import type { Response } from 'express';
import { CurrentUser } from '../access/current-user.decorator';
import { SignedIn } from '../access/route-access';
import { Public } from '../common/access/public.decorator';
import { SkipCsrf } from '../sessions/skip-csrf.decorator';
import type { User } from '../users/user.entity';

export const INTERNAL_DETAIL = 'connection to db-internal.local:5432 failed for user secret_admin';

class ProbeAddressDto {
  @IsNotEmpty()
  @IsString()
  city!: string;
}

/** A registration-like body exercising the usual rules. */
export class ProbeFormDto {
  @IsNotEmpty()
  @IsEmail()
  email!: string;

  @IsNotEmpty()
  @IsString()
  first_name!: string;

  @IsInt()
  @IsIn([1, 2])
  role!: number;

  @IsNotEmpty()
  @MinLength(8)
  password!: string;

  @IsDefined()
  @Equals(true, { context: { rule: 'validation.accepted' } })
  agree!: boolean;

  @IsOptional()
  @ValidateNested()
  @Type(() => ProbeAddressDto)
  address?: ProbeAddressDto;
}

/** Routes that only tests mount, to reach the error paths of the real pipeline. */
@Public()
@Controller('api/probe')
export class ProbeController {
  @Get('crash')
  crash(): never {
    throw new Error(INTERNAL_DETAIL);
  }

  @Get('unauthenticated')
  unauthenticated(): never {
    throw new UnauthorizedException('token expired at 12:00');
  }

  @Get('forbidden')
  forbidden(): never {
    throw new ForbiddenException();
  }

  @Get('throttled')
  throttled(@Res({ passthrough: true }) res: Response): never {
    res.setHeader('Retry-After', '42');
    throw new HttpException('Too Many Requests', HttpStatus.TOO_MANY_REQUESTS);
  }

  @Post('form')
  form(@Body() body: ProbeFormDto): ProbeFormDto {
    return body;
  }

  @Post('state')
  @HttpCode(HttpStatus.OK)
  post(): { changed: true } {
    return { changed: true };
  }

  @Put('state')
  put(): { changed: true } {
    return { changed: true };
  }

  @Patch('state')
  patch(): { changed: true } {
    return { changed: true };
  }

  @Delete('state')
  remove(): { changed: true } {
    return { changed: true };
  }

  /** A provider's webhook would look like this. */
  @Post('webhook')
  @SkipCsrf()
  webhook(): { received: true } {
    return { received: true };
  }

  /** Another module's route behind the auth module's guard. */
  @Get('me')
  @SignedIn()
  me(@CurrentUser() user: User): { id: number; email: string } {
    return { id: user.id, email: user.email };
  }
}

@Module({ controllers: [ProbeController] })
export class ProbeModule {}
