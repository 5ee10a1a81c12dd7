import { configure } from '@testing-library/react';

// The pages are lazy and the specs drive long forms; on a busy shared machine the default
// one second for a findBy and five for a test are too short to tell a failure from a wait.
configure({ asyncUtilTimeout: 5000 });
