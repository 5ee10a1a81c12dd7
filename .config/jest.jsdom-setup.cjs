// Every browser-side spec: pages are lazy and specs drive long forms, so on a busy shared
// machine the default second of a findBy is too short to tell a failure from a wait.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });
