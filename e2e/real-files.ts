// Files as people produce them: shared with the contract test, which sends them to Prism (tests/utils/real-files.ts).
export { realBytes, realGif, realPdf, realPng, realText } from '../tests/utils/real-files';
