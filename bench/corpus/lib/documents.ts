// The corpus's documents as content and facts, drawn from the seed: everything but the bytes.
import type { ClauseKind } from "@truerate/domain/documents/reading/types";
import { SeededRandom } from "@truerate/domain/seeded-random";
import type { DocumentFacts } from "../../lib/reading-facts";
import type { Block } from "./blocks";
import { ALL_CLAUSES, BOILERPLATE, NEAR_MISSES } from "./clauses";
import { type LayoutContext, rateConfirmationFields } from "./layout-context";
import { OTHER_LAYOUTS, type OtherLayout } from "./layouts-other";
import { RC_LAYOUTS, type RcLayout } from "./layouts-rc";
import { drawLoad } from "./load";
import { corpusPlan, type PicturePlan, type TextPlan } from "./plan";
import { drawStyle } from "./wording";

/** The seed of the committed corpus (bench/corpus/facts.json). */
export const DEFAULT_SEED = 20261201;

export interface TextDocument {
  plan: TextPlan;
  blocks: Block[];
  facts: DocumentFacts;
}

export interface PictureDocument {
  plan: PicturePlan;
  facts: DocumentFacts;
}

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function shuffle<T>(items: T[], random: SeededRandom): T[] {
  const out = [...items];
  for (let index = out.length - 1; index > 0; index--) {
    const other = random.int(0, index);
    [out[index], out[other]] = [out[other] as T, out[index] as T];
  }
  return out;
}

/** Rate confirmations carry, in turn, 0–2 clauses and 0–2 near-misses, cycling through the catalogues. */
function termsFor(rcIndex: number, random: SeededRandom) {
  const clauseCount = [1, 0, 1, 2, 1, 0][rcIndex % 6] as number;
  const nearMissCount = [1, 1, 0, 2][rcIndex % 4] as number;
  const start = [0, 0, 1, 2, 4, 5][rcIndex % 6] as number;
  const clauses: { kind: ClauseKind; sentence: string }[] = [];
  for (let offset = 0; offset < clauseCount; offset++) {
    const clause = ALL_CLAUSES[(Math.floor(rcIndex / 6) * 6 + start + offset) % ALL_CLAUSES.length];
    if (clause) clauses.push(clause);
  }
  const nearMisses = Array.from(
    { length: nearMissCount },
    (_, offset) => NEAR_MISSES[(rcIndex * 2 + offset) % NEAR_MISSES.length] as string,
  );
  const boilerplate = shuffle([...BOILERPLATE], random).slice(0, random.int(1, 3));
  const terms = shuffle([...clauses.map((clause) => clause.sentence), ...nearMisses, ...boilerplate], random);
  return { clauses, nearMisses, terms };
}

const extension = (file: string) => file.slice(file.lastIndexOf("."));
export const mimeTypeOf = (file: string): DocumentFacts["mimeType"] =>
  extension(file) === ".pdf" ? "application/pdf" : extension(file) === ".png" ? "image/png" : "image/jpeg";

export function corpusDocuments(seed: number): { text: TextDocument[]; pictures: PictureDocument[] } {
  const random = new SeededRandom(seed);
  const plans = corpusPlan();
  let rcIndex = 0;
  const text = plans.text.map((plan): TextDocument => {
    const load = drawLoad(random);
    const style = drawStyle(random);
    const isRc = plan.kind === "rate_confirmation";
    const terms = isRc ? termsFor(rcIndex++, random) : { clauses: [], nearMisses: [], terms: [] };
    const context: LayoutContext = {
      load,
      style,
      terms: terms.terms,
      issued: addDays(load.pickup.date, -random.int(1, 3)),
    };
    const laidOut = isRc
      ? { blocks: RC_LAYOUTS[plan.layout as RcLayout](context), fields: rateConfirmationFields(load) }
      : OTHER_LAYOUTS[plan.layout as OtherLayout](context);
    const file = `${plan.id}.pdf`;
    return {
      plan,
      blocks: laidOut.blocks,
      facts: {
        file,
        producer: plan.producer,
        layout: plan.layout,
        documentKind: plan.kind,
        mimeType: mimeTypeOf(file),
        fields: laidOut.fields,
        clauses: terms.clauses,
        nearMisses: terms.nearMisses,
      },
    };
  });
  const pictures = plans.pictures.map((plan): PictureDocument => {
    const source = text.find((document) => document.plan.id === plan.from);
    if (!source) throw new Error(`picture ${plan.id} of a missing document ${plan.from}`);
    const file = `${plan.id}.${plan.producer === "scanned-pdf" ? "pdf" : plan.format === "png" ? "png" : "jpg"}`;
    return {
      plan,
      facts: { ...structuredClone(source.facts), file, producer: plan.producer, mimeType: mimeTypeOf(file) },
    };
  });
  return { text, pictures };
}
