/** The start card of a new teacher's task list (features/first-steps). */
export const firstStepsEn = {
  title: 'Getting started',
  intro: 'three steps to your first task in a student’s hands',
  step: 'Step {{current}} of {{total}}',
  progress: 'Getting started progress',
  progress_value: '{{done}} of {{total}} done',
  hide: 'Hide',
  hidden: 'Getting started is hidden. You can invite students on the Students page.',
  done: 'done',
  invite: {
    title: 'Invite a student',
    text: 'Send this link to a student: they sign up with it and become your student.',
    done: 'A student has joined.',
  },
  create: {
    title: 'Make a task',
    text: 'A title and one question are enough to start with.',
    action: 'Create a task',
    done: 'You have a task.',
  },
  send: {
    title: 'Send it',
    text: 'Your newest unsent task is "{{title}}". Open it and press Send: all your students get it, or only those you pick.',
    action: 'Open and send',
    needs_task: 'Make a task first.',
    done: 'A task is on its way to your students.',
  },
  finished: {
    title: 'All done',
    text: 'A student has joined, and your first task is on its way to them. Their works will show up on the Works page.',
    to_works: 'Go to works',
    close: 'Close',
  },
};
