// Control: journal → students in production, students → journal only in test code.
import { StudentsService } from '../students/students.service';

export class JournalService {
  students?: StudentsService;
}
