// `npx tsx bench/reading.ts [--smoke]`: how well and how fast the document reader reads the corpus
// of the team's own making (bench/corpus: rate confirmations, invoices and BOLs from Chromium,
// LibreOffice, Ghostscript, pdf-lib, and pictures of pages), against the facts each states.
// 1. Corpus: bench/corpus/out, generated (bench/corpus/generate.ts) when missing or when its facts
//    differ from the committed bench/corpus/facts.json.
// 2. Servers: the OCR server (workers/reader/ocr/server.ts) and the reader worker under `wrangler
//    dev` (ENVIRONMENT development, OCR_URL the OCR server), both on 127.0.0.1, each in a process
//    group of its own, always stopped (lib/reading-servers.ts). State in bench/data/reading.
// 3. Each document POSTed to /read once (after one warm-up read), scored (lib/reading-score.ts) and
//    timed: the client's time and the worker's durationMs; per page for pictures (OCR).
// Merges a `reading` section into bench/results.json. `--smoke`: a few of the committed fixtures
// (workers/reader/test/fixtures/corpus, so no producer is needed), nothing written.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type ReadAnswer, readOnce } from "./lib/reading-client";
import { type DocumentFacts, TEXT_PRODUCERS } from "./lib/reading-facts";
import { type DocumentScore, scoreDocument } from "./lib/reading-score";
import { startOcrServer, startReader } from "./lib/reading-servers";
import { tallyReadings } from "./lib/reading-tally";
import { machineFacts, writeResultsSection } from "./lib/results";
import { SMOKE, SMOKE_DIR } from "./lib/smoke";
import { summarize } from "./lib/stats";
import { freePort } from "./lib/worker-process";

/** The corpus's committed part (the reader's test fixtures): what a smoke run reads, so it needs no producers. */
const FIXTURES_DIR = "workers/reader/test/fixtures/corpus";
const CORPUS_DIR = SMOKE ? FIXTURES_DIR : "bench/corpus/out";
const FACTS = "bench/corpus/facts.json";
const STATE_DIR = SMOKE ? path.join(SMOKE_DIR, "reading") : "bench/data/reading";
/** The smoke run's few documents, from the committed fixtures: one per text producer and a picture. */
const SMOKE_FILES = [
  "rc-01-chromium-key-value.pdf",
  "rc-15-libreoffice-key-value.pdf",
  "rc-20-ghostscript-key-value.pdf",
  "rc-25-pdf-lib-key-value.pdf",
  "pic-05-image-300-of-rc-15.jpg",
];
const TARGETS = {
  textPdfFieldsShare: 0.95,
  pictureFieldsShare: 0.85,
  clausesFoundShare: 1,
  falseFlags: 0,
  textPdfP95Ms: 300,
  ocrMsPerPage: 10_000,
};

const log = (line: string) => console.log(line);
const round = (value: number) => Math.round(value * 100) / 100;

function ensureCorpus(): DocumentFacts[] {
  if (SMOKE) return JSON.parse(readFileSync(path.join(FIXTURES_DIR, "facts.json"), "utf8")) as DocumentFacts[];
  const committed = readFileSync(FACTS, "utf8");
  const generated = path.join(CORPUS_DIR, "facts.json");
  if (!existsSync(generated) || readFileSync(generated, "utf8") !== committed) {
    log(`Generating the corpus in ${CORPUS_DIR} (bench/corpus/generate.ts)`);
    execFileSync(path.resolve("node_modules/.bin/tsx"), ["bench/corpus/generate.ts"], { stdio: "inherit" });
  }
  return JSON.parse(committed) as DocumentFacts[];
}

/** The commit read, and whether the reader's code had uncommitted changes (figures of work in progress). */
function codeState() {
  const git = (args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();
  const readerPaths = ["workers/reader", "packages/domain/src/documents/reading"];
  return {
    commit: git(["rev-parse", "--short", "HEAD"]),
    readerUncommitted: git(["status", "--porcelain", "--", ...readerPaths]).length > 0,
  };
}

const isText = (facts: DocumentFacts) => TEXT_PRODUCERS.includes(facts.producer);

interface Measured {
  facts: DocumentFacts;
  answer: ReadAnswer | null;
  error?: string;
  ms: number;
  score: DocumentScore;
}

/** Reads retried, for the figures: wrangler dev restarts the worker when a file it bundles changes. */
let restarts = 0;
const RESTARTED = /restarted mid-request|terminated|other side closed|ECONNRESET|fetch failed/;

async function readWithRetry(baseUrl: string, document: Parameters<typeof readOnce>[1]) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await readOnce(baseUrl, document);
    } catch (error) {
      const restarted = error instanceof Error && RESTARTED.test(`${error.message} ${String(error.cause ?? "")}`);
      if (!restarted || attempt >= 3) throw error;
      restarts += 1;
      log("  (the worker restarted mid-request: wrangler dev reloaded it; reading again)");
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    }
  }
}

async function readAll(baseUrl: string, corpus: DocumentFacts[]): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const facts of corpus) {
    const bytes = new Uint8Array(readFileSync(path.join(CORPUS_DIR, facts.file)));
    try {
      const { answer, ms } = await readWithRetry(baseUrl, {
        bytes,
        mimeType: facts.mimeType,
        documentKind: facts.documentKind,
      });
      const score = scoreDocument(facts, { fields: answer.fields ?? null, clauses: answer.clauses ?? [] });
      measured.push({ facts, answer, ms, score });
      const right = score.fields.filter((field) => field.right).length;
      log(
        `  ${facts.file.padEnd(46)} ${answer.status.padEnd(10)} ${String(answer.method ?? answer.reason).padEnd(14)} ${right}/${score.fields.length} fields, clauses ${score.clauses.found.length}/${facts.clauses.length} (${score.clauses.falseFlags.length} false), ${Math.round(ms)} ms`,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      measured.push({
        facts,
        answer: null,
        error: message,
        ms: Number.NaN,
        score: scoreDocument(facts, { fields: null, clauses: [] }),
      });
      log(`  ${facts.file.padEnd(46)} FAILED: ${message}`);
    }
  }
  return measured;
}

function summarizeRun(measured: Measured[], corpus: DocumentFacts[]) {
  const scores = measured.map((item) => item.score);
  const tallies = tallyReadings(scores);
  const timed = measured.filter((item) => item.answer?.status === "read");
  const textTimes = timed.filter((item) => isText(item.facts));
  const pictureTimes = timed.filter((item) => !isText(item.facts));
  const perPage = (item: Measured, ms: number) => ms / Math.max(1, item.answer?.pages ?? 1);
  const textEndToEnd = summarize(textTimes.map((item) => item.ms));
  const ocrPerPage = summarize(pictureTimes.map((item) => perPage(item, item.ms)));
  const textClauses = tallyReadings(scores.filter((score) => TEXT_PRODUCERS.includes(score.producer))).clauses;
  const clausesFound = tallies.clauses.expected ? tallies.clauses.found / tallies.clauses.expected : null;
  const count = (key: (facts: DocumentFacts) => string) =>
    Object.fromEntries(
      [...new Set(corpus.map(key))].sort().map((name) => [name, corpus.filter((facts) => key(facts) === name).length]),
    );
  return {
    date: new Date().toISOString(),
    machine: machineFacts(),
    code: codeState(),
    how: "each corpus document POSTed once to the reader's POST /read (wrangler dev, ENVIRONMENT development, OCR through workers/reader/ocr/server.ts) on 127.0.0.1, after one warm-up read; scored by bench/lib/reading-score.ts against bench/corpus/facts.json",
    corpus: {
      documents: corpus.length,
      byProducer: count((facts) => facts.producer),
      byLayout: count((facts) => facts.layout),
      byDocumentKind: count((facts) => facts.documentKind),
    },
    statuses: count((facts) => {
      const item = measured.find((entry) => entry.facts === facts);
      return item?.answer ? `${item.answer.status}${item.answer.reason ? `:${item.answer.reason}` : ""}` : "failed";
    }),
    fields: tallies,
    clausesOnTextPdfs: textClauses,
    clausesOnPictures: tallyReadings(scores.filter((score) => !TEXT_PRODUCERS.includes(score.producer))).clauses,
    workerRestartsRetried: restarts,
    timing: {
      textPdfs: { how: "client send to last byte", ...textEndToEnd },
      textPdfsInWorker: {
        how: "durationMs of the answer",
        ...summarize(textTimes.map((item) => item.answer?.durationMs ?? 0)),
      },
      ocrPerPage: { how: "client time ÷ pages, pictures and scanned PDFs", ...ocrPerPage },
      ocrPerPageInWorker: summarize(pictureTimes.map((item) => perPage(item, item.answer?.durationMs ?? 0))),
    },
    wrong: measured
      .map((item) => ({
        file: item.facts.file,
        ...(item.error ? { error: item.error.slice(0, 300) } : {}),
        fields: item.score.fields
          .filter((field) => !field.right)
          .map(({ field, expected, read }) => ({ field, expected, read })),
        missedClauses: item.score.clauses.missed.map((clause) => clause.kind),
        falseFlags: item.score.clauses.falseFlags.map((hit) => ({ kind: hit.kind, sentence: hit.sentence })),
      }))
      .filter((item) => item.error || item.fields.length || item.missedClauses.length || item.falseFlags.length),
    targets: {
      ...TARGETS,
      textPdfFieldsMet: (tallies.textPdfs.share ?? 0) >= TARGETS.textPdfFieldsShare,
      pictureFieldsMet: (tallies.pictures.share ?? 0) >= TARGETS.pictureFieldsShare,
      clausesFoundMet: clausesFound !== null && clausesFound >= TARGETS.clausesFoundShare,
      clausesFoundOnTextPdfsMet: textClauses.found === textClauses.expected,
      falseFlagsMet: tallies.clauses.falseFlags <= TARGETS.falseFlags,
      textPdfP95Met: textEndToEnd.p95Ms <= TARGETS.textPdfP95Ms,
      ocrPerPageMet: ocrPerPage.p95Ms <= TARGETS.ocrMsPerPage,
    },
    loadAverage1mAfter: round(os.loadavg()[0] ?? 0),
  };
}

const all = ensureCorpus();
const corpus = SMOKE ? all.filter((facts) => SMOKE_FILES.includes(facts.file)) : all;
rmSync(STATE_DIR, { recursive: true, force: true });
mkdirSync(STATE_DIR, { recursive: true });
log("Starting the OCR server and the reader worker on 127.0.0.1");
const ocr = await startOcrServer(await freePort(), path.join(STATE_DIR, "ocr.log"));
let measured: Measured[] = [];
try {
  const reader = await startReader({
    port: await freePort(),
    inspectorPort: await freePort(),
    ocrUrl: ocr.url,
    persistTo: path.join(STATE_DIR, "state"),
    logFile: path.join(STATE_DIR, "reader.log"),
  });
  try {
    const warm = corpus.find(isText) ?? corpus[0];
    if (warm) await readOnce(reader.url, { ...warm, bytes: readFileSync(path.join(CORPUS_DIR, warm.file)) });
    log(`Reading ${corpus.length} documents`);
    measured = await readAll(reader.url, corpus);
  } finally {
    await reader.stop();
  }
} finally {
  await ocr.stop();
}

const section = summarizeRun(measured, corpus);
log(
  `Fields right: text PDFs ${JSON.stringify(section.fields.textPdfs)}, pictures ${JSON.stringify(section.fields.pictures)}`,
);
log(`By producer: ${JSON.stringify(section.fields.byProducer)}`);
log(`By layout: ${JSON.stringify(section.fields.byLayout)}`);
log(`By field: ${JSON.stringify(section.fields.byField)}`);
log(
  `Clauses: ${JSON.stringify({ ...section.fields.clauses, byKind: undefined })}; on text PDFs ${JSON.stringify({ ...section.clausesOnTextPdfs, byKind: undefined })}`,
);
log(`Text PDFs: ${JSON.stringify(section.timing.textPdfs)}`);
log(`OCR per page: ${JSON.stringify(section.timing.ocrPerPage)}`);
log(`Targets: ${JSON.stringify(section.targets)}`);
if (!SMOKE) writeResultsSection("reading", section);
