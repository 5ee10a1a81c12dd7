export {
  RegistryEntrySchema,
  RemotesHealthSchema as RemotesStatusSchema,
  ServedRegistrySchema,
} from '@tutor/contracts';
