"use strict";
// The stock tesseract.js Node worker, with one addition for measuring: it keeps the wasm instance's
// memory and reports its size (a progress message) before each recognition's answer. Emscripten's
// memory only grows, so the size after a recognition is the peak so far.
const { parentPort } = require("node:worker_threads");
const worker = require("tesseract.js/src/worker-script");
const getCore = require("tesseract.js/src/worker-script/node/getCore");
const gunzip = require("tesseract.js/src/worker-script/node/gunzip");
const cache = require("tesseract.js/src/worker-script/node/cache");

let memory = null;
const instantiate = WebAssembly.instantiate.bind(WebAssembly);
WebAssembly.instantiate = async (source, imports) => {
  const result = await instantiate(source, imports);
  const instance = result.instance ?? result;
  const candidates = [...Object.values(instance.exports), ...Object.values(imports ?? {}).flatMap(Object.values)];
  memory = candidates.find((value) => value instanceof WebAssembly.Memory) ?? memory;
  return result;
};

worker.setAdapter({ getCore, gunzip, fetch: globalThis.fetch, ...cache });
parentPort.on("message", (packet) => {
  worker.dispatchHandlers(packet, (answer) => {
    if (answer.action === "recognize" && answer.status === "resolve" && memory) {
      parentPort.postMessage({
        ...answer,
        status: "progress",
        data: { status: "wasm heap", bytes: memory.buffer.byteLength },
      });
    }
    parentPort.postMessage(answer);
  });
});
