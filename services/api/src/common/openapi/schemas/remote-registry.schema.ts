export {
  EntryCheckResultSchema,
  RegistryChecksSchema,
  RegistryHealthSchema,
  RegistryHistorySchema,
  RegistryStateSchema,
  RegistryVersionSchema,
} from '@tutor/contracts';
