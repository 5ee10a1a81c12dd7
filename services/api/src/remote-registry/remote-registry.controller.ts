import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { CurrentUser } from '../access/current-user.decorator';
import { OperatorOnly } from '../access/route-access';
import { RouteId } from '../common/http/route-id.decorator';
import { ApiAnswer, ApiRefusals } from '../common/openapi/api-answer.decorator';
import {
  RegistryChecksSchema,
  RegistryHistorySchema,
  RegistryStateSchema,
  RegistryVersionSchema,
} from '../common/openapi/schemas/remote-registry.schema';
import type { User } from '../users/user.entity';
import type { EntryCheckResult } from './checks/entry-check.types';
import {
  PublishRegistryDto,
  RegistryActionDto,
  RegistryChecksDto,
  RestoreRegistryDto,
} from './dto/registry-body.dto';
import { RegistryHistoryQueryDto } from './dto/registry-history-query.dto';
import { RegistryChangesService } from './registry-changes.service';
import { RegistryViewsService } from './registry-views.service';
import type { RegistryHistoryView, RegistryStateView, RegistryVersionView } from './registry-view';

const CHANGED = 'the registry changed meanwhile (code changed): reload';

/** The operator's registry: what is served, its history, and every change to it. */
@Controller('api/remotes/registry')
@OperatorOnly()
export class RemoteRegistryController {
  constructor(
    private readonly changes: RegistryChangesService,
    private readonly views: RegistryViewsService,
  ) {}

  /** The live version, a canary or preview beside it, and this instance's start-up problem. */
  @Get()
  @ApiAnswer(RegistryStateSchema)
  state(): Promise<RegistryStateView> {
    return this.views.state();
  }

  /** Every change, newest first. */
  @Get('versions')
  @ApiAnswer(RegistryHistorySchema)
  history(@Query() query: RegistryHistoryQueryDto): Promise<RegistryHistoryView> {
    return this.views.history(query.page, query.per_page);
  }

  /** The checks of proposed entries; nothing is saved. */
  @Post('checks')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer(RegistryChecksSchema)
  async check(@Body() body: RegistryChecksDto): Promise<{ results: EntryCheckResult[] }> {
    return { results: await this.changes.check(body.remotes) };
  }

  /** A new version for everyone, a canary share or preview accounts. */
  @Post('versions')
  @ApiAnswer(RegistryVersionSchema)
  @ApiRefusals({ 409: `the checks failed (code checks_failed, with checks), or ${CHANGED}` })
  async publish(
    @CurrentUser() operator: User,
    @Body() body: PublishRegistryDto,
  ): Promise<RegistryVersionView> {
    return this.views.version(await this.changes.publish(operator, body));
  }

  /** The canary or preview becomes live for everyone. */
  @Post('promote')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer(RegistryStateSchema)
  @ApiRefusals({ 409: `no candidate (code no_candidate), or ${CHANGED}` })
  async promote(
    @CurrentUser() operator: User,
    @Body() body: RegistryActionDto,
  ): Promise<RegistryStateView> {
    await this.changes.promote(operator, body.revision);
    return this.views.state();
  }

  /** Drops the candidate; without one, the previous live version is live again. */
  @Post('rollback')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer(RegistryStateSchema)
  @ApiRefusals({ 409: `nothing to roll back to (code nothing_to_roll_back), or ${CHANGED}` })
  async rollback(
    @CurrentUser() operator: User,
    @Body() body: RegistryActionDto,
  ): Promise<RegistryStateView> {
    await this.changes.rollback(operator, body.revision);
    return this.views.state();
  }

  /** An earlier version's entries published to everyone, checked again. */
  @Post('versions/:versionId/restore')
  @ApiAnswer(RegistryVersionSchema)
  @ApiRefusals({ 409: `the checks failed (code checks_failed, with checks), or ${CHANGED}` })
  async restore(
    @CurrentUser() operator: User,
    @RouteId('versionId') id: number,
    @Body() body: RestoreRegistryDto,
  ): Promise<RegistryVersionView> {
    return this.views.version(await this.changes.restore(operator, id, body));
  }
}
