import { JournalService } from '../../journal/journal.service';

export const journal = new JournalService();
