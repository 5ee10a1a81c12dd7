export class StudentsService {}
