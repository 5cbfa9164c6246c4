// The types of a call's input, derived from the SDK's (generated from openapi/openapi.json): the
// path parameters, query and body each operation takes, so a test's input is checked against the document.
import type { operations } from "@truerate/sdk";
import type { CallOptions } from "./call-options";

export type OperationId = keyof operations;
type Operation<Id extends OperationId> = operations[Id];
type ParametersOf<Id extends OperationId> = Operation<Id> extends { parameters: infer P } ? P : never;
export type PathOf<Id extends OperationId> = ParametersOf<Id> extends { path: infer P } ? P : never;
type QueryOf<Id extends OperationId> = ParametersOf<Id> extends { query?: infer Q } ? Q : never;
type ContentOf<Id extends OperationId> = Operation<Id> extends { requestBody?: { content: infer C } } ? C : never;

/** A form field: text, or a file's bytes with its name and type. */
export type FormValue = string | { bytes: Uint8Array; name: string; type: string };
export type FormFields = Record<string, FormValue>;

/**
 * A body as tests write it: the fields the SDK names, each optional (a test leaves out what it
 * checks is required), and enum members as plain text (`trailerType: "dry_van"` from a shared
 * fixture is a string). A field the operation does not have is still an error.
 */
export type Loose<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean | null
      ? boolean | null
      : T extends readonly (infer E)[]
        ? Loose<E>[]
        : T extends object
          ? { [K in keyof T]?: Loose<T[K]> | null }
          : T;

/** The body the operation reads: its JSON as the SDK types it (loosely), or the fields of its multipart form. */
export type BodyOf<Id extends OperationId> =
  ContentOf<Id> extends { "application/json": infer J }
    ? Loose<J>
    : ContentOf<Id> extends { "multipart/form-data": unknown }
      ? FormFields | FormData
      : Record<string, never>;

/** A query as typed by the SDK; values may also be given as the text they are sent as. */
export type QueryInput<Id extends OperationId> = [QueryOf<Id>] extends [never]
  ? never
  : { [K in keyof NonNullable<QueryOf<Id>>]?: NonNullable<QueryOf<Id>>[K] | string } | URLSearchParams;

export type CallInput<Id extends OperationId> = CallOptions &
  ([PathOf<Id>] extends [never]
    ? { params?: never }
    : { params: { [K in keyof PathOf<Id>]: string | number | null | undefined } }) & {
    query?: QueryInput<Id>;
    body?: BodyOf<Id>;
  };
