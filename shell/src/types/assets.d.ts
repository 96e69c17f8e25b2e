// `import href from './file.css?url'` gives the URL of the emitted stylesheet (webpack.common.js).
declare module '*.css?url' {
  const href: string;
  export default href;
}
