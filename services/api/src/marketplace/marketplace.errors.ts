import {
  ModuleRefusal,
  type RefusalAnswers,
  type RefusalDetails,
} from '../common/errors/module-refusal';

export enum MarketplaceErrorCode {
  /** Only a buyer who kept the material may review it, once. */
  ReviewNotAllowed = 'REVIEW_NOT_ALLOWED',
  /** The review has the author's answer already. */
  AlreadyAnswered = 'ALREADY_ANSWERED',
  /** The material's template task was deleted. */
  TemplateGone = 'TEMPLATE_GONE',
  /** The template task has no questions. */
  TemplateEmpty = 'TEMPLATE_EMPTY',
  /** Paid access needs a seller's plan. */
  PaidNeedsPlan = 'PAID_NEEDS_PLAN',
  /** No task of the author's by that id. */
  TemplateNotFound = 'TEMPLATE_NOT_FOUND',
  /** A task copied from a purchase cannot be sold. */
  TemplateNotAuthored = 'TEMPLATE_NOT_AUTHORED',
  /** The cover file is no image. */
  CoverNotImage = 'COVER_NOT_IMAGE',
  /** A free or public material has no price. */
  PriceFree = 'PRICE_FREE',
  /** The price is outside the allowed range. */
  PriceRange = 'PRICE_RANGE',
  /** A preview question number past the task's questions. */
  PreviewRange = 'PREVIEW_RANGE',
  /** The link names another material than the path. */
  LinkMismatch = 'LINK_MISMATCH',
  /** The material cannot be acquired now. */
  NotForSale = 'NOT_FOR_SALE',
  /** An author acquiring their own material. */
  OwnMaterial = 'OWN_MATERIAL',
  /** The buyer has the material already. */
  AlreadyOwned = 'ALREADY_OWNED',
  /** An update of a material the user does not hold. */
  NotOwned = 'NOT_OWNED',
  /** The held version is the current one. */
  NoUpdate = 'NO_UPDATE',
  /** The purchase can no longer be refunded. */
  NotRefundable = 'NOT_REFUNDABLE',
}

const ANSWERS = {
  [MarketplaceErrorCode.ReviewNotAllowed]: { status: 409, key: 'marketplace.review_not_allowed' },
  [MarketplaceErrorCode.AlreadyAnswered]: { status: 409, key: 'marketplace.already_answered' },
  [MarketplaceErrorCode.TemplateGone]: {
    status: 422,
    key: 'marketplace.template_gone',
    field: 'changelog',
  },
  [MarketplaceErrorCode.TemplateEmpty]: {
    status: 422,
    key: 'marketplace.template_empty',
    field: 'template_id',
  },
  [MarketplaceErrorCode.PaidNeedsPlan]: {
    status: 422,
    key: 'marketplace.paid_needs_plan',
    field: 'access',
  },
  [MarketplaceErrorCode.TemplateNotFound]: {
    status: 422,
    key: 'marketplace.template_not_found',
    field: 'template_id',
  },
  [MarketplaceErrorCode.TemplateNotAuthored]: {
    status: 422,
    key: 'marketplace.template_not_authored',
    field: 'template_id',
  },
  [MarketplaceErrorCode.CoverNotImage]: {
    status: 422,
    key: 'marketplace.cover_not_image',
    field: 'cover_file_id',
  },
  [MarketplaceErrorCode.PriceFree]: { status: 422, key: 'marketplace.price_free', field: 'price' },
  [MarketplaceErrorCode.PriceRange]: {
    status: 422,
    key: 'marketplace.price_range',
    field: 'price',
  },
  [MarketplaceErrorCode.PreviewRange]: {
    status: 422,
    key: 'marketplace.preview_range',
    field: 'preview_questions',
  },
  [MarketplaceErrorCode.LinkMismatch]: { status: 422, key: 'marketplace.not_for_sale' },
  [MarketplaceErrorCode.NotForSale]: { status: 409, key: 'marketplace.not_for_sale' },
  [MarketplaceErrorCode.OwnMaterial]: { status: 409, key: 'marketplace.own_material' },
  [MarketplaceErrorCode.AlreadyOwned]: { status: 409, key: 'marketplace.already_owned' },
  [MarketplaceErrorCode.NotOwned]: { status: 409, key: 'marketplace.not_owned' },
  [MarketplaceErrorCode.NoUpdate]: { status: 409, key: 'marketplace.no_update' },
  [MarketplaceErrorCode.NotRefundable]: { status: 409, key: 'marketplace.not_refundable' },
} as const satisfies RefusalAnswers<MarketplaceErrorCode>;

export class MarketplaceException extends ModuleRefusal<MarketplaceErrorCode> {
  constructor(code: MarketplaceErrorCode, details?: RefusalDetails) {
    super(ANSWERS, code, details);
  }
}
