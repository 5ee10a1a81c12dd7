export {
  CsvSchema,
  PayoutBalanceSchema,
  PayoutRequisitesSchema,
  PayoutSaleSchema,
  PayoutSalesPageSchema,
  PayoutSchema,
  PayoutSettingsSchema,
  RegisterPayoutSchema,
} from '@tutor/contracts';
