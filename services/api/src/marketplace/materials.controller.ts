import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import type { Response } from 'express';
import type { MaterialCataloguePage, MaterialPage, PurchaseAnswer } from '@tutor/contracts';
import { CurrentUser } from '../access/current-user.decorator';
import { SignedIn, TeacherOnly } from '../access/route-access';
import { AccessException } from '../common/errors/access.exception';
import { RouteId } from '../common/http/route-id.decorator';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import { BinarySchema } from '../common/openapi/schemas/files.schema';
import {
  MaterialCataloguePageSchema,
  MaterialPageSchema,
  PurchaseAnswerSchema,
} from '../common/openapi/schemas/marketplace.schema';
import type { Locale } from '../i18n/locale';
import { RequestLocale } from '../i18n/locale.decorator';
import type { User } from '../users/user.entity';
import { CatalogueService } from './catalogue.service';
import { CatalogueQueryDto } from './dto/catalogue-query.dto';
import { MaterialInputDto } from './dto/material-input.dto';
import { MaterialPageQueryDto } from './dto/material-page-query.dto';
import { MaterialVersionDto } from './dto/material-version.dto';
import { PurchaseDto } from './dto/purchase.dto';
import { FavouritesService } from './favourites.service';
import { MaterialCovers } from './material-covers.service';
import { MaterialPages } from './material-pages.service';
import { MaterialsService } from './materials.service';
import { PurchaseRefunds } from './purchases/purchase-refunds.service';
import { PurchasesService } from './purchases/purchases.service';

const LINK_TOKEN = /^[0-9a-f]{48}$/;
/** How long the page of a buyer back from paying waits for the provider's word. */
const RETURN_BUDGET_MS = 2000;

/** Materials: the catalogue, a material's page, the author's changes, taking and favourites. */
@Controller('api/materials')
export class MaterialsController {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly materials: MaterialsService,
    private readonly pages: MaterialPages,
    private readonly purchases: PurchasesService,
    private readonly favourites: FavouritesService,
    private readonly covers: MaterialCovers,
    private readonly refunds: PurchaseRefunds,
  ) {}

  @Get()
  @SignedIn()
  @ApiAnswer(MaterialCataloguePageSchema)
  list(
    @CurrentUser() user: User,
    @Query() query: CatalogueQueryDto,
  ): Promise<MaterialCataloguePage> {
    return this.catalogue.list(user, query);
  }

  @Post()
  @TeacherOnly()
  @ApiAnswer(MaterialPageSchema)
  async create(@CurrentUser() author: User, @Body() body: MaterialInputDto): Promise<MaterialPage> {
    const material = await this.materials.create(author, body);
    return this.pages.page(author.id, { id: material.id });
  }

  /** A `link` material, opened by its unguessable link. */
  @Get('link/:token')
  @SignedIn()
  @ApiAnswer(MaterialPageSchema)
  byLink(@CurrentUser() user: User, @Param('token') token: string): Promise<MaterialPage> {
    if (!LINK_TOKEN.test(token)) throw AccessException.notFound();
    return this.pages.page(user.id, { linkToken: token });
  }

  /**
   * Answered from what is stored: a pending payment is asked about in the background, or,
   * the buyer back from paying (`paid=1`), for at most RETURN_BUDGET_MS first.
   */
  @Get(':materialId')
  @SignedIn()
  @ApiAnswer(MaterialPageSchema)
  async page(
    @CurrentUser() user: User,
    @RouteId('materialId') id: number,
    @Query() query: MaterialPageQueryDto,
  ): Promise<MaterialPage> {
    await this.purchases.catchUp(user, id, query.paid === '1' ? RETURN_BUDGET_MS : 0);
    return this.pages.page(user.id, { id });
  }

  @Patch(':materialId')
  @TeacherOnly()
  @ApiAnswer(MaterialPageSchema)
  async update(
    @CurrentUser() author: User,
    @RouteId('materialId') id: number,
    @Body() body: MaterialInputDto,
  ): Promise<MaterialPage> {
    await this.materials.update(author, id, body);
    return this.pages.page(author.id, { id });
  }

  /** Buyers keep what they bought. */
  @Delete(':materialId')
  @TeacherOnly()
  @HttpCode(HttpStatus.NO_CONTENT)
  async remove(@CurrentUser() author: User, @RouteId('materialId') id: number): Promise<void> {
    await this.materials.remove(author, id);
  }

  /** The template task as it is now becomes a new version (the first one publishes). */
  @Post(':materialId/versions')
  @TeacherOnly()
  @ApiAnswer(MaterialPageSchema)
  async publish(
    @CurrentUser() author: User,
    @RouteId('materialId') id: number,
    @Body() body: MaterialVersionDto,
  ): Promise<MaterialPage> {
    await this.materials.publishVersion(author, id, body.changelog);
    return this.pages.page(author.id, { id });
  }

  /** Free: the copy at once; paid: `{confirmation_url}` of the payment page. */
  @Post(':materialId/purchase')
  @TeacherOnly()
  @ApiAnswer(PurchaseAnswerSchema)
  purchase(
    @CurrentUser() buyer: User,
    @RouteId('materialId') id: number,
    @Body() body: PurchaseDto,
    @RequestLocale() locale: Locale,
  ): Promise<PurchaseAnswer> {
    return this.purchases.acquire(buyer, id, body.token, locale);
  }

  /** The owner takes the newest version into their copy. */
  @Post(':materialId/update-copy')
  @TeacherOnly()
  @ApiAnswer(MaterialPageSchema)
  async updateCopy(
    @CurrentUser() buyer: User,
    @RouteId('materialId') id: number,
  ): Promise<MaterialPage> {
    await this.purchases.updateCopy(buyer, id);
    return this.pages.page(buyer.id, { id });
  }

  /** The cover image, for whoever may see the material. */
  @Get(':materialId/cover')
  @SignedIn()
  @ApiAnswer(BinarySchema, 'image/*')
  async cover(
    @CurrentUser() user: User,
    @RouteId('materialId') id: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const { material } = await this.pages.visible(user.id, { id });
    const file = await this.covers.fileOf(material);
    res.setHeader('Cache-Control', 'private, max-age=300');
    return file;
  }

  /** A paid purchase never opened, within the refund window: money back, copy gone. */
  @Post(':materialId/refund')
  @TeacherOnly()
  @ApiAnswer(MaterialPageSchema)
  async refund(
    @CurrentUser() buyer: User,
    @RouteId('materialId') id: number,
  ): Promise<MaterialPage> {
    await this.refunds.refund(buyer, id);
    return this.pages.page(buyer.id, { id });
  }

  @Put(':materialId/favourite')
  @SignedIn()
  @HttpCode(HttpStatus.NO_CONTENT)
  async favourite(@CurrentUser() user: User, @RouteId('materialId') id: number): Promise<void> {
    await this.favourites.add(user, id);
  }

  @Delete(':materialId/favourite')
  @SignedIn()
  @HttpCode(HttpStatus.NO_CONTENT)
  async unfavourite(@CurrentUser() user: User, @RouteId('materialId') id: number): Promise<void> {
    await this.favourites.remove(user, id);
  }
}
