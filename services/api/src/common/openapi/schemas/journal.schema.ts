export {
  JournalAveragesSchema,
  JournalCellSchema,
  JournalExcuseSchema,
  JournalExportJobSchema,
  JournalGridSchema,
  JournalTaskSchema,
  JournalWeightSchema,
  StudentJournalSchema,
} from '@tutor/contracts';
