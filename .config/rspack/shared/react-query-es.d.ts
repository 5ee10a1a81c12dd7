// The ES files of @tanstack/react-query behind the `react-query-es` alias carry its types.
declare module 'react-query-es/index.js' {
  export * from '@tanstack/react-query';
}
