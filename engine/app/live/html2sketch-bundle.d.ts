/** html2sketch's prebuilt browser bundle (a UMD): the same API as the package's typed entry. */
declare module 'html2sketch/dist/html2sketch.min.js' {
  const html2sketch: typeof import('html2sketch');
  export default html2sketch;
}
