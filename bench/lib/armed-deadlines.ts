// Which LoadDeadline objects are armed, read from the objects' own storage on disk: Miniflare keeps
// each SQLite-backed Durable Object in its own file (`wrangler dev` does the same), its state in
// `_cf_KV` (V8-serialized, as workerd writes it) and its alarm in `_cf_METADATA` (nanoseconds).
// Reading the files proves each deadline is stored and its alarm set, without waking any object.
import { readdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { deserialize } from "node:v8";

interface StoredState {
  status: string;
  loadId: string;
  deadlineAt: number;
  alarmAt: number;
}

/** The armed deadline of one object file (state "scheduled" and its alarm set for its next step), or null. */
function armedIn(file: string): { loadId: string; deadlineAt: number } | null {
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(file, { readOnly: true });
    const row = db.prepare("SELECT value FROM _cf_KV WHERE key = 'state'").get() as { value: Uint8Array } | undefined;
    const alarm = db.prepare("SELECT value FROM _cf_METADATA WHERE key = 1");
    alarm.setReadBigInts(true);
    const alarmRow = alarm.get() as { value: bigint } | undefined;
    if (!row || !alarmRow) return null;
    const state = deserialize(Buffer.from(row.value)) as StoredState;
    if (state.status !== "scheduled" || alarmRow.value !== BigInt(state.alarmAt) * 1_000_000n) return null;
    return { loadId: state.loadId, deadlineAt: state.deadlineAt };
  } catch {
    return null; // A file being created or written this instant: read again on the next pass.
  } finally {
    db?.close();
  }
}

/** Reads the object files not yet seen armed; remembers those that are (objects never disarm here). */
export function armedDeadlineReader(persistTo: string) {
  const directory = path.join(persistTo, "v3", "do", "truerate-api-LoadDeadline");
  const confirmedFiles = new Set<string>();
  const armed = new Map<string, number>();
  return (): Map<string, number> => {
    let names: string[] = [];
    try {
      names = readdirSync(directory).filter((name) => name.endsWith(".sqlite"));
    } catch {
      return armed;
    }
    for (const name of names) {
      if (confirmedFiles.has(name)) continue;
      const found = armedIn(path.join(directory, name));
      if (!found) continue;
      confirmedFiles.add(name);
      armed.set(found.loadId, found.deadlineAt);
    }
    return armed;
  };
}
