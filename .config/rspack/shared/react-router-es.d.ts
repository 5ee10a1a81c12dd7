// The ES files of react-router behind the `react-router-es` alias carry the package's types.
declare module 'react-router-es/index.mjs' {
  export * from 'react-router';
}
declare module 'react-router-es/dom-export.mjs' {
  export * from 'react-router/dom';
}
