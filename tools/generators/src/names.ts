/** The spellings of one name that generated code needs. */
export interface Names {
  /** kebab-case, for folders, files and URLs: `lesson-notes`. */
  kebab: string;
  /** camelCase, for keys and variables: `lessonNotes`. */
  camel: string;
  /** PascalCase, for classes and components: `LessonNotes`. */
  pascal: string;
  /** A sentence-case title: `Lesson notes`. */
  title: string;
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** The names of a kebab-case name; anything else is refused with the reason. */
export function namesOf(name: string): Names {
  if (!KEBAB.test(name)) {
    throw new Error(`"${name}" is not a kebab-case name (e.g. lesson-notes)`);
  }
  const words = name.split('-');
  const upper = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return {
    kebab: name,
    camel: words[0] + words.slice(1).map(upper).join(''),
    pascal: words.map(upper).join(''),
    title: upper(words.join(' ')),
  };
}
