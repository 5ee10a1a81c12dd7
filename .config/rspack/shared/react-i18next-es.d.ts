// The ES files of react-i18next behind the `react-i18next-es` alias carry the package's types.
declare module 'react-i18next-es/*' {
  export * from 'react-i18next';
}
