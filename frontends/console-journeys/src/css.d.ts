// Stylesheets are imported as their text (webpack's asset/source, see webpack.config.ts).
declare module '*.css' {
  const text: string
  export default text
}
