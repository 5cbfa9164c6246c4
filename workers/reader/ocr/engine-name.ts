import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** The English model the server reads: LSTM only, integer weights from tessdata_best (2.9 MB gzipped). */
export const ENG_MODEL = "4.0.0_best_int";

const require = createRequire(import.meta.url);

/** The model's directory inside @tesseract.js-data/eng: nothing is fetched at run time. */
export function engModelPath(): string {
  return path.join(path.dirname(require.resolve("@tesseract.js-data/eng/package.json")), ENG_MODEL);
}

/** "tesseract.js 7.0.0 (eng 4.0.0_best_int)", the version read from the installed package. */
export function engineName(): string {
  const manifest = JSON.parse(readFileSync(require.resolve("tesseract.js/package.json"), "utf8")) as {
    version: string;
  };
  return `tesseract.js ${manifest.version} (eng ${ENG_MODEL})`;
}
